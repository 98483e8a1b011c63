import type { UniversityFacets, UniversityListQuery, UniversityPage } from '@seatscope/shared';
import type { Database } from '../../db/client';
import { university } from '../../db/schema';
import { hubFacets, hubPage } from './hub-list';
import { allOf, inList, searchCondition } from '../sql';

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
  return hubPage(
    db,
    university,
    db
      .select({
        id: university.id,
        name: university.name,
        type: university.type,
        state: university.state,
      })
      .from(university)
      .$dynamic(),
    where,
    query,
  );
}

export async function universityFacets(db: Database): Promise<UniversityFacets> {
  return hubFacets(db, university, {
    state: university.state,
    type: university.type,
  });
}
