import { describe, expect, it } from 'vitest';
import { brierScore, calibrationTable, largestGap, runBacktest, type Forecast } from './backtest';
import type { OptionHistory } from './model';

const forecast = (probability: number, outcome: 0 | 1, baseline: 0 | 1 = outcome): Forecast => ({
  probability,
  outcome,
  baseline,
});

describe('backtest figures', () => {
  it('computes the Brier score as the mean squared difference', () => {
    const forecasts = [forecast(0.9, 1), forecast(0.2, 0), forecast(0.6, 0)];
    // (0.1² + 0.2² + 0.6²) / 3
    expect(brierScore(forecasts)).toBeCloseTo((0.01 + 0.04 + 0.36) / 3, 10);
  });

  it('bins forecasts by tenths with their mean probability, observed rate and gap', () => {
    const forecasts = [
      forecast(0.72, 1),
      forecast(0.78, 0),
      forecast(0.75, 1),
      forecast(0.75, 1),
      forecast(0.05, 0),
      forecast(1, 1),
    ];
    const table = calibrationTable(forecasts);
    expect(table).toHaveLength(10);
    const seventh = table[7];
    expect(seventh?.count).toBe(4);
    expect(seventh?.meanProbability).toBeCloseTo(0.75, 10);
    expect(seventh?.observedRate).toBeCloseTo(0.75, 10);
    expect(seventh?.gap).toBeCloseTo(0, 10);
    expect(table[0]?.count).toBe(1);
    // A probability of exactly 1 belongs to the last bin.
    expect(table[9]?.count).toBe(1);
    expect(largestGap(table, forecasts.length)).toBeCloseTo(0.05, 10);
  });

  it('scores a synthetic counselling against the baseline of last year', () => {
    // Two seat categories, 40 options each; closing ranks double from 2021 to 2022 (a drift
    // the model learns from those two years) and move a little again in 2023.
    const options: OptionHistory[] = [];
    for (const category of ['Open', 'SC']) {
      for (let i = 1; i <= 40; i += 1) {
        const base = i * 1000 * (category === 'SC' ? 5 : 1);
        const wobble = 1 + ((i % 5) - 2) * 0.05;
        const cell = (year: number, closingRank: number) => ({
          year,
          round: 3,
          stray: false,
          closingRank: Math.round(closingRank),
          seats: 2,
        });
        options.push({
          key: `${category}-${i}`,
          groups: { category, quota: 'All India', course: String(i % 4), instituteType: 'x' },
          cells: [
            cell(2021, base),
            cell(2022, base * 1.2 * wobble),
            cell(2023, (base * 1.44) / wobble),
          ],
        });
      }
    }
    const result = runBacktest(options, 2023);
    expect(result.basedOnYears).toEqual([2021, 2022]);
    expect(result.source).toBe('year-over-year');
    expect(result.candidates).toBe(30);
    expect(result.forecasts).toBe(30 * 40);
    expect(result.optionCoverage).toBe(1);
    // The ratio is the two scores' quotient, the bins count every forecast.
    expect(result.ratio).toBeCloseTo(result.brier / result.baselineBrier, 12);
    expect(result.calibration.reduce((sum, bin) => sum + bin.count, 0)).toBe(result.forecasts);
    // Closing ranks rose again: last year's closing rank under-calls, the learned drift helps.
    expect(result.brier).toBeLessThan(result.baselineBrier);
  });

  it('never looks at the target year when fitting', () => {
    const option = (key: string, ranks: Record<number, number>): OptionHistory => ({
      key,
      groups: { category: 'Open', quota: 'All India', course: key, instituteType: 'x' },
      cells: Object.entries(ranks).map(([year, closingRank]) => ({
        year: Number(year),
        round: 1,
        stray: false,
        closingRank,
        seats: 1,
      })),
    });
    const options = Array.from({ length: 40 }, (_, i) =>
      option(String(i), { 2021: 1000 + i * 100, 2022: 1100 + i * 100, 2023: 1200 + i * 100 }),
    );
    const changed = options.map((o) => ({
      ...o,
      cells: o.cells.map((c) => (c.year === 2023 ? { ...c, closingRank: c.closingRank * 3 } : c)),
    }));
    const before = runBacktest(options, 2023);
    const after = runBacktest(changed, 2023);
    // Same forecasts (so same probabilities), different outcomes.
    expect(after.calibration.map((bin) => bin.meanProbability)).toEqual(
      before.calibration.map((bin) => bin.meanProbability),
    );
    expect(after.brier).not.toBeCloseTo(before.brier, 5);
  });
});
