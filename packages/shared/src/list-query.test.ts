import { describe, expect, it } from 'vitest';
import { listParam, pageParam, searchParam, textProblem } from './list-query';

describe('list parameters', () => {
  it('accepts repeated and comma-separated values, dropping blanks and duplicates', () => {
    expect(listParam.parse(['Kerala', 'Goa,Kerala', ' '])).toEqual(['Kerala', 'Goa']);
    // A comma followed by a space belongs to the value.
    expect(listParam.parse('Kota, Rajasthan,Goa')).toEqual(['Kota, Rajasthan', 'Goa']);
  });

  it('reads a value that trimming leaves ending in a comma as it reads written back', () => {
    for (const [written, read] of [
      [', ', []],
      ['Goa, ', ['Goa']],
      ['x, ,', ['x']],
      ['Kota, Rajasthan, ', ['Kota, Rajasthan']],
    ] as const) {
      const values = listParam.parse(written);
      expect(values).toEqual(read);
      expect(listParam.parse(values)).toEqual(values);
      expect(listParam.parse(values.join(','))).toEqual(values);
    }
  });

  it('rejects too many values, too long values and NUL characters', () => {
    const many = Array.from({ length: 201 }, (_, index) => `v${index}`).join(',');
    expect(listParam.safeParse(many).success).toBe(false);
    expect(listParam.safeParse('x'.repeat(201)).success).toBe(false);
    expect(listParam.safeParse('a\u0000b').success).toBe(false);
    expect(textProblem('a\u0000b', 'q')).toBe('q must not contain NUL characters');
  });

  it('trims the search, reads the page, and refuses a page below 1', () => {
    expect(searchParam().parse('  aiims ')).toBe('aiims');
    expect(searchParam().parse('   ')).toBeUndefined();
    expect(pageParam.parse('3')).toBe(3);
    expect(pageParam.parse(undefined)).toBe(1);
    expect(pageParam.safeParse('0').success).toBe(false);
    expect(pageParam.safeParse('abc').success).toBe(false);
  });
});
