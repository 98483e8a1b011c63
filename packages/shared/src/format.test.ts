import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCountPlus, formatIndianInteger } from './format';

describe('formatCountPlus', () => {
  it('rounds down to a true "at least" figure with Indian grouping', () => {
    expect(formatCountPlus(80_853)).toBe('80,800+');
    expect(formatCountPlus(80_800)).toBe('80,800+');
    expect(formatCountPlus(612)).toBe('610+');
    expect(formatCountPlus(7)).toBe('7+');
    expect(formatCountPlus(1_234_567)).toBe('12,34,500+');
  });

  it('shows 0 for nothing', () => {
    expect(formatCountPlus(0)).toBe('0');
    expect(formatCountPlus(Number.NaN)).toBe('0');
  });
});

describe('formatIndianInteger', () => {
  it('groups as toLocaleString("en-IN") does', () => {
    expect(formatIndianInteger(0)).toBe('0');
    expect(formatIndianInteger(999)).toBe('999');
    expect(formatIndianInteger(1000)).toBe('1,000');
    expect(formatIndianInteger(123_456)).toBe('1,23,456');
    expect(formatIndianInteger(1_234_567)).toBe('12,34,567');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(formatIndianInteger(value)).toBe(value.toLocaleString('en-IN'));
      }),
    );
  });

  it('leaves other numbers to toLocaleString', () => {
    expect(formatIndianInteger(1234.5)).toBe((1234.5).toLocaleString('en-IN'));
  });
});
