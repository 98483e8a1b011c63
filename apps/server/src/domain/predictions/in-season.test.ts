import { median } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { seededDraws } from '../../../test/helpers/seeded-draws';
import { fitInSeason, predictInSeason, roundModels } from './in-season';
import {
  expectedClosingRank,
  fitModel,
  predictOption,
  predictionInterval,
  seriesCell,
  type OptionHistory,
} from './model';

/**
 * A synthetic counselling with a known truth: each option's Round 1 closing rank moves with the
 * year's common shift and a little of its own; its Round 3 closing rank is its Round 1 one times
 * e^0.4, with noise of its own. Seats held after each round (held lists), no stray rounds.
 */
const YEARS = [2019, 2020, 2021, 2022, 2023];
const ROUND_TO_LAST = 0.4;
const NOISE = 0.05;

function world(seed: number, targetShift: number) {
  const draw = seededDraws(seed);
  const shifts = new Map(
    YEARS.map((year) => [year, year === 2023 ? targetShift : 0.3 * draw.normal()]),
  );
  const options: OptionHistory[] = [];
  for (let i = 0; i < 300; i += 1) {
    const level = Math.log(1000) + 5 * draw.uniform();
    const cells = YEARS.flatMap((year) => {
      const roundOne = level + (shifts.get(year) ?? 0) + NOISE * draw.normal();
      const roundThree = roundOne + ROUND_TO_LAST + NOISE * draw.normal();
      return [
        { year, round: 1, stray: false, closingRank: Math.round(Math.exp(roundOne)), seats: 2 },
        { year, round: 3, stray: false, closingRank: Math.round(Math.exp(roundThree)), seats: 2 },
      ];
    });
    options.push({
      key: `o${i}`,
      groups: { category: 'Open', quota: 'AI', course: `c${i % 5}`, instituteType: 't' },
      cells,
    });
  }
  return options;
}

/** The options as they stood after Round 1 of 2023: Round 3 of 2023 not yet out. */
const afterRoundOne = (options: OptionHistory[]) =>
  options.map((option) => ({
    ...option,
    cells: option.cells.filter((cell) => cell.year < 2023 || cell.round === 1),
  }));

function inSeasonModel(options: OptionHistory[]) {
  const preSeason = fitModel(options, 2023);
  return {
    preSeason,
    model: fitInSeason(
      options,
      2023,
      'last regular round',
      [1],
      preSeason,
      roundModels(options, 2023),
    ),
  };
}

describe('in-season forecasts', () => {
  it("forecasts the last round from the option's own published round, as wide as its errors were", () => {
    const truth = world(7, 0.6);
    const { model } = inSeasonModel(afterRoundOne(truth));
    let inside = 0;
    for (const option of truth) {
      const prediction = predictInSeason(model, afterRoundOne([option])[0] ?? option);
      const roundOne = seriesCell(option, 2023, { round: 1 });
      const outcome = seriesCell(option, 2023, { round: 3 });
      if (!prediction || !roundOne || !outcome) throw new Error('no prediction or outcome');
      // Centred on Round 1 times e^0.4, not on last year moved by an average year.
      const expected = roundOne.closingRank * Math.exp(ROUND_TO_LAST);
      expect(Math.abs(Math.log(expectedClosingRank(prediction) / expected))).toBeLessThan(0.05);
      const { low, high } = predictionInterval(prediction, 0.8);
      if (outcome.closingRank >= low && outcome.closingRank <= high) inside += 1;
    }
    expect(Math.abs(inside / truth.length - 0.8)).toBeLessThan(0.08);
  });

  it('moves an option with no published closing rank by the shift the published round measured', () => {
    const truth = world(11, 0.6);
    // A third of the options had no seat filled in Round 1 of 2023.
    const unpublished = (i: number) => i % 3 === 0;
    const published = afterRoundOne(truth).map((option, i) =>
      unpublished(i)
        ? { ...option, cells: option.cells.filter((cell) => cell.year < 2023) }
        : option,
    );
    const { preSeason, model } = inSeasonModel(published);
    expect(model.shift?.round).toBe(1);
    const misses = { before: [] as number[], after: [] as number[] };
    published.forEach((option, i) => {
      if (!unpublished(i)) return;
      const outcome = seriesCell(truth[i] ?? option, 2023, { round: 3 });
      const before = predictOption(preSeason, option);
      const after = predictInSeason(model, option);
      if (!outcome || !before || !after) throw new Error('no prediction or outcome');
      misses.before.push(Math.log(outcome.closingRank) - before.logMedian);
      misses.after.push(Math.log(outcome.closingRank) - after.logMedian);
    });
    // 2023 moved every closing rank by e^0.6: the pre-season forecast could not know it.
    expect(median(misses.before)).toBeGreaterThan(0.3);
    expect(Math.abs(median(misses.after))).toBeLessThan(0.1);
    // The year's shock, which the pre-season spread allowed for, is now known: narrower.
    const option = published[0];
    if (!option) throw new Error('no option');
    const width = (interval: { low: number; high: number }) =>
      Math.log(interval.high / interval.low);
    const before = predictOption(preSeason, option);
    const after = predictInSeason(model, option);
    if (!before || !after) throw new Error('no prediction');
    expect(width(predictionInterval(after, 0.8))).toBeLessThan(
      width(predictionInterval(before, 0.8)),
    );
  });

  it('changes nothing while too few options are published to measure the year by', () => {
    const truth = afterRoundOne(world(13, 0.6));
    const few = truth.map((option, i) =>
      i < 10 ? option : { ...option, cells: option.cells.filter((cell) => cell.year < 2023) },
    );
    const { preSeason, model } = inSeasonModel(few);
    expect(model.shift).toBeNull();
    const unpublished = few[20];
    if (!unpublished) throw new Error('no option');
    expect(predictInSeason(model, unpublished)).toEqual(predictOption(preSeason, unpublished));
  });
});
