import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { university } from '../db/schema';
import type { UniversityName } from './cleaning/universities';

/**
 * The row of a university (`universityOf`, cleaning/universities.ts, names it and gives its key);
 * returns the id, creating the row when new.
 */
export async function universityId(db: Database, named: UniversityName): Promise<number> {
  const existing = await db
    .select({ id: university.id })
    .from(university)
    .where(eq(university.nameKey, named.nameKey));
  const found = existing[0];
  if (found) return found.id;
  const inserted = await db.insert(university).values(named).returning({ id: university.id });
  const row = inserted[0];
  if (!row) throw new Error(`could not create university ${named.name}`);
  return row.id;
}
