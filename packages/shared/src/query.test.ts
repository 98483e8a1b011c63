import { describe, expect, it } from 'vitest';
import { listParam, pageParam, searchParam } from './query';

describe('listParam', () => {
  it('accepts repeated and comma-separated values, dropping blanks and duplicates', () => {
    expect(listParam.parse(['Kerala', 'Goa,Kerala', ' '])).toEqual(['Kerala', 'Goa']);
    expect(listParam.parse('A, B')).toEqual(['A', 'B']);
    expect(listParam.parse(undefined)).toEqual([]);
  });

  it('rejects too many values', () => {
    const many = Array.from({ length: 51 }, (_, index) => `v${index}`).join(',');
    expect(listParam.safeParse(many).success).toBe(false);
  });
});

describe('searchParam and pageParam', () => {
  it('trims search and treats blank as none', () => {
    expect(searchParam.parse('  aiims ')).toBe('aiims');
    expect(searchParam.parse('   ')).toBeUndefined();
  });

  it('coerces pages and rejects nonsense', () => {
    expect(pageParam.parse('3')).toBe(3);
    expect(pageParam.parse(undefined)).toBe(1);
    expect(pageParam.safeParse('0').success).toBe(false);
    expect(pageParam.safeParse('abc').success).toBe(false);
  });
});
