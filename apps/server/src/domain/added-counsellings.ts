import { eq } from 'drizzle-orm';
import type { AddedCounselling, NewCounselling, PublishedRank } from '@seatscope/shared';
import { DomainError } from '../common/errors';
import type { Database } from '../db/client';
import { counselling } from '../db/schema';
import { counsellingById } from '../data/counsellings';
import type { CounsellingInfo } from '../data/parsed-records';

// A counselling is data, not code (docs/decisions/0088-a-counselling-is-data.md): the operator
// adds one by id, name, level, state and the ranks it publishes; its lists then arrive through a
// column mapping (`npm run data -- import table`), and every screen lists it once it holds data.

/** MDS is a PG counselling of dental seats: the PG package opens it, as it does Karnataka's. */
const STORED_LEVEL = { pg: 'PG', mds: 'PG', ug: 'UG' } as const;

/** Stores a new counselling; an id already taken (built in, demo or added) is a conflict. */
export async function addCounselling(
  db: Database,
  input: NewCounselling,
): Promise<AddedCounselling> {
  const taken = () =>
    new DomainError(
      'conflict',
      'counselling_exists',
      `A counselling with the id "${input.id}" already exists; choose another id.`,
    );
  if (counsellingById(input.id)) throw taken();
  const level = STORED_LEVEL[input.level];
  const [row] = await db
    .insert(counselling)
    .values({
      id: input.id,
      name: input.name,
      level,
      type: 'State',
      state: input.state,
      description: `${input.name}: ${input.level === 'mds' ? 'MDS' : input.level.toUpperCase()} state counselling for ${input.state}, added by the operator.`,
      website: null,
      isDemo: false,
      publishedRanks: input.ranks,
    })
    .onConflictDoNothing({ target: counselling.id })
    .returning({ id: counselling.id });
  if (!row) throw taken();
  return { id: input.id, name: input.name, level, state: input.state, publishedRanks: input.ranks };
}

/** The counselling a table import writes to, as the import runner names it, or null. */
export async function counsellingForTableImport(
  db: Database,
  id: string,
): Promise<{ counselling: CounsellingInfo; publishedRanks: PublishedRank[] } | null> {
  const [row] = await db.select().from(counselling).where(eq(counselling.id, id));
  if (!row || row.isDemo) return null;
  return {
    counselling: {
      ...(counsellingById(id) ?? { roundStyle: 'round' as const }),
      id: row.id,
      name: row.name,
      level: row.level,
      type: row.type,
      state: row.state,
      description: row.description ?? '',
      website: row.website,
    },
    // A built-in counselling names no ranks: its lists may carry either.
    publishedRanks: row.publishedRanks ?? ['ai', 'state'],
  };
}
