import { z } from 'zod';

/** Public counts for the landing page and the dashboard's impact stats (docs/product.md#honest-counts). */
export const statsSchema = z.object({
  allocationRecords: z.number().int(),
  colleges: z.number().int(),
  universities: z.number().int(),
  counsellings: z.number().int(),
  courses: z.number().int(),
  states: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

export const UPDATE_TYPES = ['Important', 'Update', 'Results'] as const;
const updateTypeSchema = z.enum(UPDATE_TYPES);
export type UpdateType = z.infer<typeof updateTypeSchema>;

const updateSchema = z.object({
  id: z.number().int(),
  type: updateTypeSchema,
  title: z.string(),
  body: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
});
export type Update = z.infer<typeof updateSchema>;

export const updateListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(50, 'limit must be at most 50')
    .default(10),
});

export const updateListSchema = z.object({ rows: z.array(updateSchema) });

/** What an operator may publish (the `add-update` admin command). */
export const newUpdateSchema = z.object({
  type: z.enum(UPDATE_TYPES, { error: `type must be one of ${UPDATE_TYPES.join(', ')}` }),
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(200, 'title is at most 200 characters'),
  body: z
    .string({ error: 'body is required' })
    .trim()
    .min(1, 'body is required')
    .max(5000, 'body is at most 5000 characters'),
});
export type NewUpdate = z.infer<typeof newUpdateSchema>;
