import { desc } from 'drizzle-orm';
import type { NewUpdate, Update } from '@seatscope/shared';
import type { Database } from '../db/client';
import { update } from '../db/schema';

/** The newest updates first (dashboard "Latest updates" and the header's notifications). */
export async function listLatestUpdates(db: Database, limit: number): Promise<Update[]> {
  const rows = await db
    .select()
    .from(update)
    .orderBy(desc(update.publishedAt), desc(update.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

export async function addUpdate(
  db: Database,
  input: NewUpdate,
  publishedAt: Date = new Date(),
): Promise<Update> {
  const [row] = await db
    .insert(update)
    .values({ ...input, publishedAt })
    .returning();
  if (!row) throw new Error('the update was not stored');
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}
