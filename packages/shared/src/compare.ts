import { z } from 'zod';
import { choiceListOptionSchema, choiceOptionKeySchema, type ChoiceOptionKey } from './choice-list';
import { counsellingIdSchema, cutoffColumnSchema } from './data-screens';
import { single, strictQuery, text } from './list-query';
import { predictionsQuerySchema } from './predictions';

/** Most columns one comparison holds: options and institutes together (docs/decisions/0084-compare-side-by-side.md). */
export const COMPARE_MAX_COLUMNS = 4;

/**
 * An option as one value of an address: `instituteId,courseId,quotaName,category`. The quota
 * may hold commas (it is everything between the second and the last comma); a category never
 * does.
 */
export function optionToken(option: ChoiceOptionKey): string {
  return [option.instituteId, option.courseId, option.quotaName, option.category].join(',');
}

/** The option an `optionToken` names, or null when the value is not one. */
export function parseOptionToken(token: string): ChoiceOptionKey | null {
  const match = /^(\d{1,10}),(\d{1,10}),(.+),([^,]+)$/.exec(token);
  if (!match) return null;
  const parsed = choiceOptionKeySchema.safeParse({
    instituteId: Number(match[1]),
    courseId: Number(match[2]),
    quotaName: match[3],
    category: match[4],
  });
  return parsed.success ? parsed.data : null;
}

const optionParam = text('option').transform((token, context) => {
  const option = parseOptionToken(token);
  if (option) return option;
  context.addIssue({
    code: 'custom',
    message: 'each option must be instituteId,courseId,quota,category',
  });
  return z.NEVER;
});

/**
 * `GET /api/compare`: options of one counselling (1 to COMPARE_MAX_COLUMNS), and, for their
 * chances, the candidate's rank and seat category (both or neither: the route refuses one alone).
 */
export const compareQuerySchema = strictQuery({
  counselling: single(counsellingIdSchema),
  option: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(optionParam, 'give at least one option')
      .min(1, 'give at least one option')
      .max(COMPARE_MAX_COLUMNS, `compare at most ${COMPARE_MAX_COLUMNS} options`),
  ),
  rank: predictionsQuerySchema.shape.rank.optional(),
  category: predictionsQuerySchema.shape.category.optional(),
});
export type CompareQuery = z.output<typeof compareQuerySchema>;

const comparedOptionSchema = choiceListOptionSchema.omit({ choice: true }).extend({
  /**
   * The option's own chance at the rank, as Rank DeepScan gives it; null without a rank, for a
   * seat of another category, without a prediction, or outside a demo viewer's sample.
   */
  probability: z.number().nullable(),
});
export type ComparedOption = z.infer<typeof comparedOptionSchema>;

/**
 * The options asked for, in the order asked, with what the viewer may see of each (as the
 * choice list shows its options); an option whose institute or course the data does not hold
 * is left out.
 */
export const comparisonSchema = z.object({
  counselling: z.string(),
  rankType: z.enum(['ai', 'counselling']),
  /** The counselling's round lists, oldest first: the keys of each option's `closingRanks`. */
  rounds: z.array(cutoffColumnSchema),
  rank: z.number().int().nullable(),
  category: z.string().nullable(),
  /** The year the chances are for; null without a rank. */
  targetYear: z.number().int().nullable(),
  options: z.array(comparedOptionSchema),
  demo: z.boolean(),
});
export type Comparison = z.infer<typeof comparisonSchema>;
