import { z } from 'zod';
import { PAGE_SIZES } from './constants';
import { roundFields } from './rounds';
import { counsellingIdSchema, RANK_MAX, RANK_TYPES, tablePageSchema } from './data-screens';
import {
  listParam,
  pageParam,
  pageSizeParam,
  single,
  strictQuery,
  wholeNumber,
} from './list-query';

/**
 * How far around the rank the Rank Mapping Tool looks (`window`, in ranks either side): the
 * default and the bounds the server accepts (docs/product.md#rank-mapping-tool).
 */
export const RANK_WINDOW = { default: 1_000, min: 1, max: 100_000 } as const;

/** `GET /api/rank-mapping`: the table pages' conventions, plus the rank and its window. */
export const rankMappingQuerySchema = strictQuery({
  counselling: single(counsellingIdSchema),
  rank: single(wholeNumber('rank', RANK_MAX).pipe(z.number().min(1, 'rank must be at least 1'))),
  window: single(
    wholeNumber('window', RANK_WINDOW.max).pipe(
      z.number().min(RANK_WINDOW.min, `window must be at least ${RANK_WINDOW.min}`),
    ),
  ).default(RANK_WINDOW.default),
  rankType: single(z.enum(RANK_TYPES, 'rankType must be ai or counselling')).default('ai'),
  state: listParam.optional(),
  quota: listParam.optional(),
  category: listParam.optional(),
  course: listParam.optional(),
  page: pageParam,
  pageSize: pageSizeParam({ fallback: PAGE_SIZES.dataTable, max: PAGE_SIZES.maxDataTable }),
});
export type RankMappingQuery = z.output<typeof rankMappingQuerySchema>;

/** The allotments of one option group in one year and round that fell inside the window. */
const rankRangeSchema = z.object({
  year: z.number().int(),
  ...roundFields,
  fromRank: z.number().int(),
  toRank: z.number().int(),
  allotments: z.number().int(),
});
export type RankRange = z.infer<typeof rankRangeSchema>;

/** One institute and course with the allotments near the rank, by year and round. */
const rankMappingRowSchema = z.object({
  instituteId: z.number().int(),
  courseId: z.number().int(),
  instituteName: z.string(),
  courseName: z.string(),
  state: z.string().nullable(),
  quotas: z.array(z.string()),
  categories: z.array(z.string()),
  /** Allotments inside the window, every year and round. */
  allotments: z.number().int(),
  /** The allotted rank nearest the asked rank. */
  nearestRank: z.number().int(),
  ranges: z.array(rankRangeSchema),
});
export type RankMappingRow = z.infer<typeof rankMappingRowSchema>;

export const rankMappingPageSchema = tablePageSchema(rankMappingRowSchema).extend({
  rank: z.number().int(),
  window: z.number().int(),
  rankType: z.enum(RANK_TYPES),
});
export type RankMappingPage = z.infer<typeof rankMappingPageSchema>;
