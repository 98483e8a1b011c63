import { describe, expect, it } from 'vitest';
import { netCost } from './net-cost';

const threeYears = {
  durationYears: 3,
  fees: [100_000, 110_000, 120_000, null, null],
  stipends: [50_000, 55_000, 60_000],
  bondYears: 2,
  bondPenalty: 2_000_000,
  firstYearFeeBox: 'feeYear1',
} as const;

describe('netCost', () => {
  it('adds the fees of the course years and the bond, and takes off twelve months of stipend a year', () => {
    const expected = 330_000 + 2_000_000 - 12 * (50_000 + 55_000 + 60_000);
    expect(netCost(threeYears)).toEqual({
      total: expected,
      known: expected,
      unknown: [],
      adds: ['fee, years 1-3', 'bond penalty', "less 12 months' stipend, years 1-3"],
    });
  });

  it('counts only the course years: a two-year course ignores the third year', () => {
    const cost = netCost({ ...threeYears, durationYears: 2, stipends: [50_000, 55_000, null] });
    expect(cost.total).toBe(210_000 + 2_000_000 - 12 * 105_000);
  });

  it('names what is unknown instead of counting it as zero', () => {
    const cost = netCost({
      ...threeYears,
      fees: [100_000, null, 120_000, null, null],
      stipends: [50_000, 55_000, null],
      bondYears: null,
      bondPenalty: null,
    });
    expect(cost.total).toBeNull();
    expect(cost.unknown).toEqual(['fee year 2', 'stipend year 3', 'bond penalty']);
    expect(cost.known).toBe(220_000 - 12 * 105_000);
    // What `known` adds up, and nothing it does not.
    expect(cost.adds).toEqual(['fee, year 1', 'fee, year 3', "less 12 months' stipend, years 1-2"]);
  });

  it('treats a bond of zero years as no bond', () => {
    expect(netCost({ ...threeYears, bondYears: 0, bondPenalty: null }).unknown).toEqual([]);
  });

  it('rounds a part year up and says so when the duration is unknown', () => {
    const mbbs = netCost({
      durationYears: 4.5,
      fees: [1, 2, 3, 4, 5],
      stipends: [0, 0, 0],
      bondYears: 0,
      bondPenalty: null,
      firstYearFeeBox: 'feeYear1',
    });
    expect(mbbs).toEqual({
      total: 15,
      known: 15,
      unknown: [],
      adds: ['fee, years 1-5', "less 12 months' stipend, years 1-3"],
    });
    const unknownLength = netCost({ ...threeYears, durationYears: null });
    expect(unknownLength.unknown).toEqual(['course duration']);
    expect(unknownLength.total).toBeNull();
    expect(unknownLength.known).toBe(100_000 - 12 * 50_000 + 2_000_000);
  });

  it('says which box a year-1 fee was read from where a profile left the year-1 box empty', () => {
    // An MCC profile that publishes only an annual fee (or only the amount paid at admission).
    const profile = { ...threeYears, fees: [12_000, null, null, null, null] };
    expect(netCost({ ...profile, firstYearFeeBox: 'annualFee' }).adds).toEqual([
      'annual fee as year 1',
      'bond penalty',
      "less 12 months' stipend, years 1-3",
    ]);
    expect(netCost({ ...profile, firstYearFeeBox: 'admissionFee' }).adds[0]).toBe(
      'amount paid at admission as year 1',
    );
    expect(netCost({ ...threeYears, firstYearFeeBox: 'annualFee' }).adds.slice(0, 2)).toEqual([
      'annual fee as year 1',
      'fee, years 2-3',
    ]);
  });
});
