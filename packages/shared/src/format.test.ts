import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  describePackageContents,
  formatCountPlus,
  formatIndianInteger,
  formatYears,
} from './format';

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

describe('formatYears', () => {
  it('writes a run of years as a range and gaps as a list', () => {
    expect(formatYears([2020, 2021, 2022, 2023, 2024, 2025])).toBe('2020–2025');
    expect(formatYears([2022, 2023])).toBe('2022, 2023');
    expect(formatYears([2022, 2024])).toBe('2022, 2024');
    expect(formatYears([2020, 2021, 2023])).toBe('2020, 2021, 2023');
    expect(formatYears([2024])).toBe('2024');
    expect(formatYears([])).toBe('');
  });
});

describe('describePackageContents', () => {
  it('names counsellings, years, allotments and colleges with Indian grouping', () => {
    expect(
      describePackageContents({
        counsellings: 6,
        years: [2022, 2023, 2024],
        allotments: 114_713,
        colleges: 1999,
      }),
    ).toBe('6 counsellings · 2022–2024 · 1,14,713 allotments · 1,999 colleges');
    expect(
      describePackageContents({ counsellings: 1, years: [2025], allotments: 1, colleges: 1 }),
    ).toBe('1 counselling · 2025 · 1 allotment · 1 college');
  });

  it('says when a package holds no data yet', () => {
    expect(
      describePackageContents({ counsellings: 0, years: [], allotments: 0, colleges: 0 }),
    ).toBe('No allotment data loaded for this package yet');
  });
});
