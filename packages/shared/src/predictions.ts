import { z } from 'zod';
import { counsellingIdSchema, RANK_MAX, tablePageSchema } from './data-screens';
import {
  listParam,
  pageParam,
  pageSizeParam,
  single,
  sortParam,
  text,
  wholeNumber,
} from './list-query';

/** Sorts of the Rank DeepScan answer; `probability.desc` when none is given. */
const PREDICTION_SORT_FIELDS = ['probability', 'expectedClosingRank', 'fee', 'institute'] as const;

/** Largest and default page of `/api/predictions`. */
const PREDICTION_PAGE_SIZES = { default: 50, max: 500 } as const;

/** `GET /api/predictions` (docs/predictor.md). */
export const predictionsQuerySchema = z.strictObject(
  {
    counselling: single(counsellingIdSchema),
    rank: single(wholeNumber('rank', RANK_MAX).pipe(z.number().min(1, 'rank must be at least 1'))),
    category: single(text('category').pipe(z.string().min(1, 'category is required'))),
    quota: listParam.optional(),
    state: listParam.optional(),
    course: listParam.optional(),
    targetYear: single(
      wholeNumber('targetYear', 2999).pipe(z.number().min(1900, 'targetYear must be a year')),
    ).optional(),
    page: pageParam,
    pageSize: pageSizeParam({
      fallback: PREDICTION_PAGE_SIZES.default,
      max: PREDICTION_PAGE_SIZES.max,
    }),
    sort: single(sortParam(PREDICTION_SORT_FIELDS)).default({
      field: 'probability',
      direction: 'desc',
    }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `unknown parameter ${issue.keys.join(', ')}` : undefined,
  },
);
export type PredictionsQuery = z.output<typeof predictionsQuerySchema>;

const predictionHistorySchema = z.object({
  year: z.number().int(),
  round: z.number().int(),
  roundLabel: z.string(),
  closingRank: z.number().int(),
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
  /** Closing ranks by year and round before the target year. */
  history: z.array(predictionHistorySchema),
  /** First-year fee, rupees. */
  fee: z.number().nullable(),
  /** First-year stipend per month as the source states it, rupees. */
  stipend: z.number().nullable(),
  bond: z.object({ years: z.number().nullable(), penalty: z.number().nullable() }).nullable(),
});
export type PredictionRow = z.infer<typeof predictionRowSchema>;

export const predictionPageSchema = tablePageSchema(predictionRowSchema).extend({
  targetYear: z.number().int(),
  /** The years whose closing ranks the predictions use (all before targetYear). */
  basedOnYears: z.array(z.number().int()),
});
export type PredictionPage = z.infer<typeof predictionPageSchema>;
