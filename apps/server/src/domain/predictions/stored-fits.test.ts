import { beforeAll, describe, expect, it } from 'vitest';
import { seededDraws } from '../../../test/helpers/seeded-draws';
import { NO_OTHER_COUNSELLINGS, type OptionPrediction } from './model';
import type { CounsellingOption } from './options';
import { fitPredictionTable, type PredictionTable } from './prediction-table';
import { decodeFit, encodeFit } from './stored-fits';

const YEARS = [2020, 2021, 2022, 2023];

/** Options of two quotas and categories with closing ranks of rounds 1 and 2 over four years. */
function counsellingOptions(seed: number): CounsellingOption[] {
  const draw = seededDraws(seed);
  const shifts = YEARS.map(() => 0.2 * draw.normal());
  return Array.from({ length: 240 }, (_, i): CounsellingOption => {
    const level = Math.log(2000) + 4 * draw.uniform();
    const quotaName = i % 3 === 0 ? 'State' : 'All India';
    const category = i % 2 === 0 ? 'Open' : 'OBC';
    return {
      key: `option-${i}`,
      groups: { category, quota: quotaName, course: `c${i % 4}`, instituteType: 'Government' },
      cells: YEARS.flatMap((year, y) => {
        const first = level + (shifts[y] ?? 0) + 0.1 * draw.normal();
        return [1, 2].map((round) => ({
          year,
          round,
          roundLabel: `Round ${round}`,
          stray: false,
          closingRank: Math.round(Math.exp(first + 0.3 * (round - 1))),
          seats: 2,
        }));
      }),
      instituteId: i,
      courseId: i % 4,
      quotaName,
      category,
      instituteName: `Institute ${i}`,
      courseName: `Course ${i % 4}`,
      state: 'Kerala',
      fee: null,
      stipend: null,
      bondYears: null,
      bondPenalty: null,
      durationYears: 3,
    };
  });
}

/** A table as plain values: each forecast's errors without the shock built. */
function plain(table: PredictionTable) {
  const forecast = ({ ownErrors, ...rest }: OptionPrediction) => ({ ...rest, own: ownErrors() });
  return {
    ...table,
    byCategory: [...table.byCategory].map(([category, predicted]) => [
      category,
      predicted.map(({ prediction, rounds, ...rest }) => ({
        ...rest,
        prediction: forecast(prediction),
        rounds: rounds.map((round) => ({
          ...round,
          prediction: round.prediction && forecast(round.prediction),
        })),
      })),
    ]),
  };
}

describe(
  'stored fits (docs/decisions/0089-fits-kept-per-data-version.md)',
  { timeout: 120_000 },
  () => {
    const options = counsellingOptions(7);
    let table: PredictionTable;
    beforeAll(async () => {
      table = await fitPredictionTable(options, 2024, [], NO_OTHER_COUNSELLINGS);
    }, 120_000);

    it('read back, a table is the table fitted, every forecast and round of it', async () => {
      expect(table.byCategory.get('Open')?.length).toBeGreaterThan(100);
      expect(table.byCategory.get('Open')?.[0]?.rounds.length).toBe(2);
      const restored = await decodeFit(await encodeFit(table), options);
      expect(restored && plain(restored)).toEqual(plain(table));
    });

    it('refuses a forecast with a field it does not know, rather than dropping it', async () => {
      const copy = await decodeFit(await encodeFit(table), options);
      const [first] = copy?.byCategory.get('Open') ?? [];
      if (!copy || !first) throw new Error('nothing predicted');
      // As if the model's output gained a field the stored shape does not name.
      Object.assign(first.prediction, { calibration: 0.9 });
      expect(await decodeFit(await encodeFit(copy), options)).toBeNull();
    });

    it('refuses a table whose options the data no longer holds, and bytes that are no fit', async () => {
      const bytes = await encodeFit(table);
      expect(await decodeFit(bytes, options.slice(1))).toBeNull();
      expect(await decodeFit(bytes.subarray(0, bytes.length / 2), options)).toBeNull();
    });
  },
);
