import { describe, expect, it } from 'vitest';
import {
  admissionProbability,
  expectedClosingRank,
  fitModel,
  lastRegularCell,
  predictOption,
  shrunkGroupEffects,
  type OptionHistory,
} from './model';

function option(
  key: string,
  quota: string,
  cells: [year: number, round: number, closingRank: number][],
): OptionHistory {
  return {
    key,
    groups: { category: 'Open', quota, course: 'c', instituteType: 't' },
    cells: cells.map(([year, round, closingRank]) => ({
      year,
      round,
      stray: round >= 10,
      closingRank,
      seats: 1,
    })),
  };
}

describe('closing-rank model', () => {
  it('takes the last regular round of a year, never a stray round', () => {
    const o = option('a', 'AI', [
      [2022, 1, 100],
      [2022, 3, 300],
      [2022, 10, 900],
    ]);
    expect(lastRegularCell(o, 2022)?.closingRank).toBe(300);
    expect(lastRegularCell(o, 2021)).toBeUndefined();
  });

  it('prefers the seats held after a round to a later list of allotments, and reads allotted-only years', () => {
    const cell = (round: number, closingRank: number, allottedList: boolean, stray = false) => ({
      year: 2023,
      round,
      stray,
      allottedList,
      closingRank,
      seats: 1,
    });
    const both: OptionHistory = {
      key: 'both',
      groups: { category: 'Open', quota: 'AI', course: 'c', instituteType: 't' },
      cells: [
        cell(3, 300, false),
        cell(101, 100, true),
        cell(103, 250, true),
        cell(110, 900, true, true),
      ],
    };
    expect(lastRegularCell(both, 2023)?.closingRank).toBe(300);
    const allottedOnly: OptionHistory = {
      ...both,
      cells: both.cells.filter((c) => c.allottedList),
    };
    // Round 3's allotments, not the stray round's.
    expect(lastRegularCell(allottedOnly, 2023)?.closingRank).toBe(250);
  });

  it('learns a common drift from year pairs and shrinks it toward no change', () => {
    const options = Array.from({ length: 50 }, (_, i) =>
      option(String(i), 'AI', [
        [2021, 1, 1000 + i * 37],
        [2022, 1, Math.round((1000 + i * 37) * Math.exp(0.2 + ((i % 7) - 3) * 0.02))],
      ]),
    );
    const model = fitModel(options, 2023);
    expect(model.source).toBe('year-over-year');
    expect(model.basedOnYears).toEqual([2021, 2022]);
    // One year of drift 0.2: carried at k/(k+1) = half.
    expect(model.drift).toBeCloseTo(0.1, 2);
    const first = options[0];
    if (!first) throw new Error('no option');
    const prediction = predictOption(model, first);
    expect(prediction?.baseYear).toBe(2022);
    expect(prediction && expectedClosingRank(prediction)).toBeGreaterThan(
      prediction?.baseRank ?? Infinity,
    );
  });

  it('gives probabilities that fall as the rank grows and cross one half at the median', () => {
    const options = Array.from({ length: 20 }, (_, i) =>
      option(String(i), 'AI', [
        [2022, 1, 5000 + i * 10],
        [2022, 2, 5200 + i * 31],
      ]),
    );
    const model = fitModel(options, 2023);
    expect(model.source).toBe('within-year rounds');
    expect(model.drift).toBe(0);
    const first = options[0];
    if (!first) throw new Error('no option');
    const prediction = predictOption(model, first);
    if (!prediction) throw new Error('no prediction');
    const median = expectedClosingRank(prediction);
    expect(median).toBe(5200);
    expect(admissionProbability(prediction, median)).toBeCloseTo(0.5, 2);
    expect(admissionProbability(prediction, 1000)).toBeGreaterThan(0.9);
    expect(admissionProbability(prediction, 50_000)).toBeLessThan(0.1);
  });

  it('shrinks a small group more than a large one', () => {
    const residuals = [
      ...Array.from({ length: 200 }, (_, i) => ({
        group: 'big',
        value: 0.3 + (i % 2 ? 0.1 : -0.1),
      })),
      ...Array.from({ length: 200 }, (_, i) => ({
        group: 'other',
        value: -0.3 + (i % 2 ? 0.1 : -0.1),
      })),
      { group: 'small', value: 0.3 },
    ];
    const effects = shrunkGroupEffects(residuals, 0.25);
    const big = effects.get('big') ?? 0;
    const small = effects.get('small') ?? 0;
    expect(big).toBeGreaterThan(0.25);
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(big);
  });

  it('predicts nothing for an option without a closing rank before the target year', () => {
    const options = Array.from({ length: 20 }, (_, i) =>
      option(String(i), 'AI', [
        [2022, 1, 5000 + i],
        [2022, 2, 5100 + i * 3],
      ]),
    );
    const model = fitModel(options, 2023);
    expect(predictOption(model, option('new', 'AI', [[2023, 1, 400]]))).toBeNull();
    // An option only ever filled in a stray round starts from that round's closing rank.
    expect(predictOption(model, option('stray', 'AI', [[2022, 10, 400]]))?.baseRank).toBe(400);
  });
});
