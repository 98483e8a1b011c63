import { describe, expect, it } from 'vitest';
import { formatNumber, formatRank, formatRupees, formatText } from './format';

describe('data-screen formatters (Indian conventions)', () => {
  it('writes rupees and ranks with Indian digit grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRank(12345)).toBe('#12,345');
    expect(formatNumber(1234567)).toBe('12,34,567');
  });

  it('reads "N/A" where a value is missing or not a number', () => {
    for (const missing of [null, undefined, Number.NaN]) {
      expect(formatRupees(missing)).toBe('N/A');
      expect(formatRank(missing)).toBe('N/A');
      expect(formatNumber(missing)).toBe('N/A');
    }
    expect(formatText('')).toBe('N/A');
    expect(formatText(null)).toBe('N/A');
    expect(formatText('AIIMS')).toBe('AIIMS');
  });
});
