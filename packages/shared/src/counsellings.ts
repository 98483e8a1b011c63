import { z } from 'zod';
import { withTextRules } from './text';

// A counselling the operator adds without code (docs/decisions/0088-a-counselling-is-data.md):
// `npm run data -- add-counselling` and `POST /api/admin/counsellings` read the same fields.

/** The levels a new counselling can have; PG and MDS open with the PG package, UG with UG. */
const NEW_COUNSELLING_LEVELS = ['pg', 'mds', 'ug'] as const;
/** The ranks a counselling publishes: the All India Rank, its own (state) merit rank, or both. */
const PUBLISHED_RANKS = ['ai', 'state'] as const;
export type PublishedRank = (typeof PUBLISHED_RANKS)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const newCounsellingSchema = z.object({
  id: z
    .string()
    .min(3, 'id must be 3 to 60 characters')
    .max(60, 'id must be 3 to 60 characters')
    .regex(SLUG, 'id must be lower-case letters and digits joined by hyphens, like tn-neet-pg'),
  name: withTextRules(
    z
      .string()
      .trim()
      .min(2, 'name must be 2 to 80 characters')
      .max(80, 'name must be 2 to 80 characters'),
    'name',
  ),
  level: z.enum(NEW_COUNSELLING_LEVELS, 'level must be pg, mds or ug'),
  state: withTextRules(
    z
      .string()
      .trim()
      .min(2, 'state must be 2 to 60 characters')
      .max(60, 'state must be 2 to 60 characters'),
    'state',
  ),
  ranks: z
    .array(z.enum(PUBLISHED_RANKS, 'ranks must be ai, state or ai,state'))
    .min(1, 'ranks must be ai, state or ai,state')
    .default(['ai', 'state'])
    .transform((ranks) => PUBLISHED_RANKS.filter((rank) => ranks.includes(rank))),
});
export type NewCounselling = z.infer<typeof newCounsellingSchema>;

/** What adding a counselling answers: the counselling as stored. */
export const addedCounsellingSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.enum(['PG', 'UG']),
  state: z.string(),
  publishedRanks: z.array(z.enum(PUBLISHED_RANKS)),
});
export type AddedCounselling = z.infer<typeof addedCounsellingSchema>;
