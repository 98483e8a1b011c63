import { describe, expect, it } from 'vitest';
import { parseAmount, parseCount, parseYears } from './amounts';

describe('parseAmount', () => {
  it('reads rupee amounts with Indian and western grouping', () => {
    expect(parseAmount('₹ 6,500')).toEqual({ value: 6500, note: null });
    expect(parseAmount('₹1,24,300*')).toEqual({ value: 124300, note: '₹1,24,300*' });
    expect(parseAmount('110,160')).toEqual({ value: 110160, note: null });
    expect(parseAmount('Rs.132650/-')).toEqual({ value: 132650, note: null });
    expect(parseAmount(42200)).toEqual({ value: 42200, note: null });
  });

  it('keeps the text of an amount with a note mark', () => {
    expect(parseAmount('₹6,000*')).toEqual({ value: 6000, note: '₹6,000*' });
  });

  it('reads missing values as null', () => {
    expect(parseAmount('-')).toEqual({ value: null, note: null });
    expect(parseAmount('NA')).toEqual({ value: null, note: null });
    expect(parseAmount('Info Not Available')).toEqual({ value: null, note: null });
  });

  it('does not mistake percentages, years or run-together numbers for amounts', () => {
    expect(parseAmount('10% Deducted').value).toBeNull();
    expect(parseAmount('3 Years fees').value).toBeNull();
    expect(parseAmount('300001800012500000000').value).toBeNull();
  });

  it('prefers the amount after a currency mark', () => {
    expect(
      parseAmount('1.Clinical fees Rs.1,87,110-00 2.Para Clinical fees Rs.1,32,110-00').value,
    ).toBe(187110);
  });
});

describe('parseCount and parseYears', () => {
  it('reads beds and bond years', () => {
    expect(parseCount('750')).toBe(750);
    expect(parseCount('Info Not Available')).toBeNull();
    expect(parseYears('3')).toBe(3);
    expect(parseYears('-')).toBeNull();
  });
});
