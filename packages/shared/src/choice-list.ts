import { z } from 'zod';
import { counsellingIdSchema, cutoffColumnSchema, RANK_MAX } from './data-screens';
import { single, strictQuery, text, wholeNumber } from './list-query';
import { roundFields } from './rounds';
import { predictionsQuerySchema } from './predictions';

/** Most options one choice list holds (docs/decisions/0026-choice-list.md). */
export const CHOICE_LIST_MAX_OPTIONS = 200;

const ID_MAX = 2_147_483_647;

/**
 * An option: the key of a Cutoff Ranks row, with the values `/api/cutoffs` and
 * `/api/predictions` rows carry.
 */
export const choiceOptionKeySchema = z.strictObject({
  instituteId: z
    .number('instituteId must be a number')
    .int('instituteId must be a whole number')
    .min(1, 'instituteId must be at least 1')
    .max(ID_MAX, 'instituteId is too large'),
  courseId: z
    .number('courseId must be a number')
    .int('courseId must be a whole number')
    .min(1, 'courseId must be at least 1')
    .max(ID_MAX, 'courseId is too large'),
  quotaName: text('quotaName').pipe(z.string().min(1, 'quotaName is required')),
  category: text('category').pipe(z.string().min(1, 'category is required')),
});
export type ChoiceOptionKey = z.infer<typeof choiceOptionKeySchema>;

/** The same key as query parameters (`DELETE .../options?instituteId=..`). */
export const choiceOptionKeyQuerySchema = z.strictObject({
  instituteId: single(wholeNumber('instituteId', ID_MAX).pipe(z.number().min(1))),
  courseId: single(wholeNumber('courseId', ID_MAX).pipe(z.number().min(1))),
  quotaName: single(text('quotaName').pipe(z.string().min(1, 'quotaName is required'))),
  category: single(text('category').pipe(z.string().min(1, 'category is required'))),
});

export const sameChoiceOption = (a: ChoiceOptionKey, b: ChoiceOptionKey) =>
  a.instituteId === b.instituteId &&
  a.courseId === b.courseId &&
  a.quotaName === b.quotaName &&
  a.category === b.category;

export const choiceListParamsSchema = z.object({ counselling: counsellingIdSchema });

/**
 * `GET /api/choice-lists`: the signed-in user's lists that hold an option, the one last added
 * to (or reordered) first, so the Choice List screen can open it.
 */
export const choiceListSummariesSchema = z.object({
  lists: z.array(
    z.object({
      counselling: z.string(),
      options: z.number().int(),
      /** When an option was last added (a reorder writes the list anew), ISO 8601. */
      changedAt: z.string(),
    }),
  ),
});
export type ChoiceListSummaries = z.infer<typeof choiceListSummariesSchema>;

/** `PUT /api/choice-lists/{counselling}`: the whole list in its new order. */
export const choiceListReplaceSchema = z.strictObject({
  options: z
    .array(choiceOptionKeySchema)
    .max(CHOICE_LIST_MAX_OPTIONS, `a choice list holds at most ${CHOICE_LIST_MAX_OPTIONS} options`)
    .refine(
      (options) =>
        options.every(
          (option, index) =>
            options.findIndex((other) => sameChoiceOption(option, other)) === index,
        ),
      'each option may be listed only once',
    ),
});

/** `GET /api/choice-lists/{counselling}/replay?rank=N`: without a rank, the profile's. */
export const choiceListReplayQuerySchema = z.strictObject({
  rank: single(
    wholeNumber('rank', RANK_MAX).pipe(z.number().min(1, 'rank must be at least 1')),
  ).optional(),
});

/**
 * An option's net cost over its course in rupees: fees for the course's years plus the bond
 * penalty at stake, minus stipends (years 1 to 3, paid monthly). `total` is null while any part
 * is unknown; `unknown` names those parts and `known` sums the parts that are known.
 */
const netCostSchema = z.object({
  total: z.number().nullable(),
  known: z.number(),
  unknown: z.array(z.string()),
  /**
   * The boxes `known` adds up, in order ("annual fee as year 1", "fee, years 2-3", "bond
   * penalty", "less 12 months' stipend, years 1-3"): a year-1 fee an MCC profile published as its
   * annual fee or admission amount is named so (docs/decisions/0081-every-money-box-as-published.md).
   */
  adds: z.array(z.string()),
});
export type NetCost = z.infer<typeof netCostSchema>;

export const choiceListOptionSchema = choiceOptionKeySchema.extend({
  /** 1 for the first choice. */
  choice: z.number().int(),
  instituteName: z.string(),
  courseName: z.string(),
  state: z.string().nullable(),
  /**
   * True for a demo viewer's option outside the demo sample: its ranks, fee, stipend, bond and
   * net cost are withheld (docs/product.md#demo-rule).
   */
  locked: z.boolean(),
  /**
   * False when the latest data has no Cutoff Ranks row for the option (a newer bundle dropped
   * it): it stays in the list, marked (docs/decisions/0076-upgrades-keep-everything.md).
   */
  offered: z.boolean(),
  durationYears: z.number().nullable(),
  /** Fees of years 1 to 5, rupees (null where unknown). */
  fees: z.array(z.number().nullable()),
  /** Stipends of years 1 to 3 per month as the source states them, rupees. */
  stipends: z.array(z.number().nullable()),
  bondYears: z.number().nullable(),
  bondPenalty: z.number().nullable(),
  netCost: netCostSchema.nullable(),
  /** Closing rank by "year-round" key in the counselling's rank (`rankType`). */
  closingRanks: z.record(z.string(), z.number().nullable()),
});
export type ChoiceListOption = z.infer<typeof choiceListOptionSchema>;

export const choiceListSchema = z.object({
  counselling: z.string(),
  /** Which rank the counselling's closing ranks are in: all-India or its own merit rank. */
  rankType: z.enum(['ai', 'counselling']),
  maxOptions: z.number().int(),
  /** The counselling's round lists, oldest first: the keys of `closingRanks`. */
  rounds: z.array(cutoffColumnSchema),
  options: z.array(choiceListOptionSchema),
  demo: z.boolean(),
});
export type ChoiceList = z.infer<typeof choiceListSchema>;

const replayRoundSchema = z.object({
  year: z.number().int(),
  ...roundFields,
  /**
   * `got`: the first choice whose closing rank that round is at or beyond the rank; `none`: no
   * choice closed there; `locked`: the walk reached an option a demo viewer may not see.
   */
  outcome: z.enum(['got', 'none', 'locked']),
  /** The choice number got (1 first), or the locked choice reached. */
  choice: z.number().int().nullable(),
  closingRank: z.number().int().nullable(),
});
export type ReplayRound = z.infer<typeof replayRoundSchema>;

export const choiceListReplaySchema = z.object({
  counselling: z.string(),
  rankType: z.enum(['ai', 'counselling']),
  /** The rank replayed, or null when none was given and the profile has none to use. */
  rank: z.number().int().nullable(),
  rankSource: z.enum(['query', 'profile']).nullable(),
  rounds: z.array(replayRoundSchema),
  demo: z.boolean(),
});
export type ChoiceListReplay = z.infer<typeof choiceListReplaySchema>;

/**
 * `GET /api/choice-lists/{counselling}/outcome`: the rank, seat category, target year and
 * published rounds exactly as `GET /api/predictions` takes them.
 */
export const choiceListOutcomeQuerySchema = strictQuery({
  rank: predictionsQuerySchema.shape.rank,
  category: predictionsQuerySchema.shape.category,
  targetYear: predictionsQuerySchema.shape.targetYear,
  knownRounds: predictionsQuerySchema.shape.knownRounds,
});
export type ChoiceListOutcomeQuery = z.output<typeof choiceListOutcomeQuerySchema>;

const outcomeOptionSchema = choiceOptionKeySchema.extend({
  /** The option's own chance, as Rank DeepScan gives it; null: no prediction (see `note`). */
  probability: z.number().nullable(),
  /** The chance that the list ends with this option: the first in order whose closing rank reaches the rank. */
  probabilityAllotted: z.number(),
});

const outcomeSuggestionSchema = choiceOptionKeySchema.extend({
  instituteName: z.string(),
  courseName: z.string(),
  state: z.string().nullable(),
  /** The option's own chance, as Rank DeepScan gives it. */
  probability: z.number(),
  /** The chance of a seat with the option added at the end of the list. */
  anySeat: z.number(),
});

/**
 * The list's outcome for a rank (docs/decisions/0079-a-lists-outcome-from-the-shared-shift.md):
 * `anySeat` is the sum of the options' `probabilityAllotted`, in list order.
 */
export const choiceListOutcomeSchema = z.object({
  counselling: z.string(),
  rank: z.number().int(),
  category: z.string(),
  targetYear: z.number().int(),
  anySeat: z.number(),
  options: z.array(outcomeOptionSchema),
  /** Options of the chosen courses and states, not yet listed, that would raise `anySeat` most. */
  suggestions: z.array(outcomeSuggestionSchema),
  /** What was not counted and why (no prediction, another category, outside the demo sample). */
  note: z.string().nullable(),
  demo: z.boolean(),
});
export type ChoiceListOutcome = z.infer<typeof choiceListOutcomeSchema>;
