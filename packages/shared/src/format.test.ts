import { describe, expect, it } from 'vitest';
import { formatCountPlus } from './format';

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
