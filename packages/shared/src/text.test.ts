import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientText, plainText, withTextRules } from './text';

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

describe('the rules for shown text', () => {
  const name = clientText('Full name', 100);
  const password = withTextRules(z.string(), 'Password', { secret: true });
  const hostile = ['Asha\u001b[31m', 'Asha\r\nBcc: x', 'Asha\tRao', 'Asha\u007f', 'Asha\u0085'];
  const direction = ['\u202Egnp.exe', 'Asha\u2066Rao\u2069', 'Asha\u200FRao'];

  it('refuses control characters and direction marks in shown text, naming the field', () => {
    for (const value of hostile) {
      expect(name.safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe(
        'Full name must not contain control characters (line breaks, tabs, escape)',
      );
    }
    for (const value of direction) {
      expect(name.safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe(
        'Full name must not contain text-direction characters',
      );
    }
    expect(name.parse('आशा राव (Asha)')).toBe('आशा राव (Asha)');
  });

  it('leaves a secret its characters, but not NUL', () => {
    for (const value of [...hostile, ...direction]) expect(password.parse(value)).toBe(value);
    expect(password.safeParse('a\u0000').success).toBe(false);
  });
});

describe('plainText', () => {
  it('turns line breaks and tabs into spaces and marks every other such character', () => {
    expect(plainText('Asha\r\nRao\tX')).toBe('Asha  Rao X');
    expect(plainText('\u001b[31mred\u007f \u202Efdp.exe \u0085')).toBe(
      '\uFFFD[31mred\uFFFD \uFFFDfdp.exe  ',
    );
    expect(plainText('Asha Rao, आशा')).toBe('Asha Rao, आशा');
  });

  it('keeps line breaks in a body of lines', () => {
    expect(plainText('one\r\ntwo\rthree\nfour\u202E', { lines: true })).toBe(
      'one\ntwo\nthree\nfour\uFFFD',
    );
  });
});
