import { z } from 'zod';
import { counsellingIdSchema, RANK_MAX, tablePageSchema } from './data-screens';
import { roundFields } from './rounds';
import {
  listParam,
  pageParam,
  pageSizeParam,
  strictQuery,
  single,
  sortParam,
  text,
  wholeNumber,
  type Sort,
} from './list-query';

/**
 * Sorts of the Rank DeepScan answer. `chance` is the chance group (Safe, Likely, Reach, Unlikely)
 * and, within a group, the smallest expected closing rank first: the best seats a rank can
 * realistically get come first, and `chance.desc` is the default
 * (docs/decisions/0071-best-seats-first.md). `probability` is the raw chance.
 */
const PREDICTION_SORT_FIELDS = [
  'chance',
  'probability',
  'expectedClosingRank',
  'fee',
  'institute',
  'course',
] as const;
type PredictionSortField = (typeof PREDICTION_SORT_FIELDS)[number];

/** The order of a scan when none is asked for: best seats first. */
const DEFAULT_PREDICTION_SORT: Sort<PredictionSortField> = {
  field: 'chance',
  direction: 'desc',
};

/** Largest and default page of `/api/predictions`. */
const PREDICTION_PAGE_SIZES = { default: 50, max: 500 } as const;

/** `GET /api/predictions` (docs/predictor.md). */
export const predictionsQuerySchema = strictQuery({
  counselling: single(counsellingIdSchema),
  rank: single(wholeNumber('rank', RANK_MAX).pipe(z.number().min(1, 'rank must be at least 1'))),
  category: single(text('category').pipe(z.string().min(1, 'category is required'))),
  quota: listParam.optional(),
  state: listParam.optional(),
  course: listParam.optional(),
  targetYear: single(
    wholeNumber('targetYear', 2999).pipe(z.number().min(1900, 'targetYear must be a year')),
  ).optional(),
  /**
   * Use only rounds 1..N of the target year (both kinds of round list); 0: before the
   * counselling. Default: every round of the target year in the data
   * (docs/decisions/0073-in-season-forecasts.md).
   */
  knownRounds: single(wholeNumber('knownRounds', 20)).optional(),
  page: pageParam,
  pageSize: pageSizeParam({
    fallback: PREDICTION_PAGE_SIZES.default,
    max: PREDICTION_PAGE_SIZES.max,
  }),
  sort: single(sortParam(PREDICTION_SORT_FIELDS)).default(DEFAULT_PREDICTION_SORT),
});
export type PredictionsQuery = z.output<typeof predictionsQuerySchema>;

const predictionHistorySchema = z.object({
  year: z.number().int(),
  ...roundFields,
  closingRank: z.number().int(),
});

/** A round and its list (docs/decisions/0087-rounds-are-rounds-in-the-api.md). */
const predictionRoundLabelSchema = z.object(roundFields);

const predictionRoundSchema = predictionRoundLabelSchema.extend({
  /**
   * P(closing rank of this round of the target year >= rank), 0 to 1; null where the option has
   * no closing rank of this round (of this kind of round list) in the years before, or the
   * round's model learned no spread: no figure rather than a guess (docs/predictor.md).
   */
  probability: z.number().min(0).max(1).nullable(),
  /**
   * A round of the target year already published: its closing rank is a fact, not a chance
   * (`probability` null); `closingRank` null where the option had no seat in it.
   */
  published: z.boolean(),
  closingRank: z.number().int().nullable(),
});

const predictionRowSchema = z.object({
  instituteId: z.number().int(),
  courseId: z.number().int(),
  quotaName: z.string(),
  category: z.string(),
  instituteName: z.string(),
  courseName: z.string(),
  state: z.string().nullable(),
  /** P(closing rank of the target year's last regular round >= rank), 0 to 1. */
  probability: z.number().min(0).max(1),
  /** The median of the predicted closing rank. */
  expectedClosingRank: z.number().int(),
  /**
   * Per regular round of the kind of round list the prediction is about (seats held after a
   * round, or allotments made in it; never both), in round order: the chance for that round.
   */
  rounds: z.array(predictionRoundSchema),
  /** The first of `rounds` whose chance is at least LIKELY_CHANCE, or null. */
  likelyFromRound: predictionRoundLabelSchema.nullable(),
  /** Closing ranks by year and round before the target year, and in its published rounds. */
  history: z.array(predictionHistorySchema),
  /** First-year fee, rupees. */
  fee: z.number().nullable(),
  /** First-year stipend per month as the source states it, rupees. */
  stipend: z.number().nullable(),
  bond: z.object({ years: z.number().nullable(), penalty: z.number().nullable() }).nullable(),
});
export type PredictionRow = z.infer<typeof predictionRowSchema>;

export const predictionPageSchema = tablePageSchema(predictionRowSchema).extend({
  /**
   * How many of the options the filters leave fall in each chance group (CHANCE_GROUPS), over
   * every page: in the default order (and `probability.desc`) a group's options follow the
   * groups above it. A demo viewer's counts are of the sample's options only.
   */
  chanceGroups: z.object({
    safe: z.number().int(),
    likely: z.number().int(),
    reach: z.number().int(),
    unlikely: z.number().int(),
  }),
  targetYear: z.number().int(),
  /** The years whose closing ranks the predictions use (all before targetYear). */
  basedOnYears: z.array(z.number().int()),
  /**
   * The round lists of targetYear the forecasts use, in the order they were published; []
   * before the counselling.
   */
  knownRounds: z.array(predictionRoundLabelSchema),
  /** The latest of knownRounds, with its label ("Updated with Round 1 of 2024"), or null. */
  updatedWith: predictionRoundLabelSchema.nullable(),
  /**
   * Where the forecast rests on one earlier year, a sentence saying so (and where how far a
   * whole year moves was learned instead); null otherwise.
   */
  oneEarlierYearNote: z.string().nullable(),
});
export type PredictionPage = z.infer<typeof predictionPageSchema>;

/** `GET /api/predictions/accuracy`: which counselling's measured accuracy. */
export const predictionAccuracyQuerySchema = strictQuery({
  counselling: single(counsellingIdSchema),
});

const measured = z.number().nullable();

const calibrationBinSchema = z.object({
  from: z.number(),
  to: z.number(),
  count: z.number().int(),
  meanProbability: measured,
  observedRate: measured,
  gap: measured,
});

/**
 * The backtest of the predictions on the data being served (docs/predictor.md): fitted on the
 * years before the latest year, scored on the latest. `measured: false` when the counselling has
 * fewer than two years, with the reason in `note`; every figure is then null.
 */
export const predictionAccuracySchema = z.object({
  counselling: z.string(),
  measured: z.boolean(),
  /** Why there is no measurement, in words for the screen. */
  note: z.string().nullable(),
  targetYear: z.number().int().nullable(),
  basedOnYears: z.array(z.number().int()),
  forecasts: z.number().int(),
  brier: measured,
  baselineBrier: measured,
  /** brier / baselineBrier: below 1 beats the baseline. */
  ratio: measured,
  maxCalibrationGap: measured,
  optionCoverage: measured,
  intervalCoverage: measured,
  calibration: z.array(calibrationBinSchema),
});
export type PredictionAccuracy = z.infer<typeof predictionAccuracySchema>;
