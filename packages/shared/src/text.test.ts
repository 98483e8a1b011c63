import { describe, expect, it } from 'vitest';
import { clientText } from './text';

describe('clientText', () => {
  const name = clientText('name', 10);
  const messages = (value: unknown) => name.safeParse(value).error?.issues.map((i) => i.message);

  it('accepts bounded text, including characters outside the BMP', () => {
    expect(name.parse('Asha')).toBe('Asha');
    expect(name.parse('😀 ok')).toBe('😀 ok');
  });

  it('refuses NUL, lone surrogates, lists and over-long text with a message naming the field', () => {
    expect(messages('a\u0000')).toEqual(['name must not contain NUL characters']);
    expect(messages('a\uD800')).toEqual(['name must be valid Unicode text']);
    expect(messages('\uDC00a')).toEqual(['name must be valid Unicode text']);
    expect(messages(['a'])).toEqual(['name must be a single text value']);
    expect(messages('x'.repeat(11))).toEqual(['name must be at most 10 characters']);
  });
});
