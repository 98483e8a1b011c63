import { asc } from 'drizzle-orm';
import type { UniversityFacets, UniversityListQuery, UniversityPage } from '@seatscope/shared';
import type { Database } from '../../db/client';
import { university } from '../../db/schema';
import { countRows, distinctValues } from './distinct';
import { allOf, cappedCount, inList, offsetOf, pageResult, searchCondition } from '../sql';

/** Atlas of Universities: search across name, state and type; filters state and type. */
export async function listUniversities(
  db: Database,
  query: UniversityListQuery,
): Promise<UniversityPage> {
  const where = allOf([
    searchCondition([university.name, university.state, university.type], query.q),
    inList(university.state, query.state),
    inList(university.type, query.type),
  ]);
  return pageResult(
    db
      .select({
        id: university.id,
        name: university.name,
        type: university.type,
        state: university.state,
      })
      .from(university)
      .where(where)
      .orderBy(asc(university.name), asc(university.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    cappedCount(db, university, where),
    query,
  );
}

export async function universityFacets(db: Database): Promise<UniversityFacets> {
  const [total, state, type] = await Promise.all([
    countRows(db, university),
    distinctValues(db, university, university.state),
    distinctValues(db, university, university.type),
  ]);
  return { total, state, type };
}
