import { z } from 'zod';
import { clientText } from './text';

const MAX_LIST_VALUES = 50;

/**
 * A list filter given as repeated parameters (`state=A&state=B`) or comma-separated
 * (`state=A,B`); blanks are dropped and duplicates removed.
 */
export const listParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    if (value === undefined) return [];
    const parts = (Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter((item) => item.length > 0);
    return [...new Set(parts)];
  })
  .pipe(
    z
      .array(clientText('each value', 120))
      .max(MAX_LIST_VALUES, `at most ${MAX_LIST_VALUES} values`),
  );

/** Free-text search: trimmed, empty means none. */
export const searchParam = clientText('search', 100)
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A 1-based page number. */
export const pageParam = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(100_000, 'page is too large')
  .default(1);

/** A page size between 1 and `max`, `fallback` when absent. */
export const pageSizeParam = (fallback: number, max = 100) =>
  z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be 1 or more')
    .max(max, `pageSize must be at most ${max}`)
    .default(fallback);

/** The one envelope of every paged list. */
export const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    /** More rows match than were counted: the total is LIST_TOTAL_CAP ("10,000+"). */
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
