import type {
  CounsellingInfoFacets,
  CounsellingInfoListQuery,
  CounsellingInfoPage,
} from '@seatscope/shared';
import type { Database } from '../../db/client';
import { counselling } from '../../db/schema';
import { hubFacets, hubPage } from './hub-list';
import { allOf, inList, searchCondition } from '../sql';

/** Counselling Info: search across name, state and type; 50 a page by default. */
export async function listCounsellingInfo(
  db: Database,
  query: CounsellingInfoListQuery,
): Promise<CounsellingInfoPage> {
  const where = allOf([
    searchCondition([counselling.name, counselling.state, counselling.type], query.q),
    inList(counselling.state, query.state),
    inList(counselling.type, query.type),
  ]);
  return hubPage(
    db,
    counselling,
    db
      .select({
        id: counselling.id,
        name: counselling.name,
        level: counselling.level,
        type: counselling.type,
        state: counselling.state,
        description: counselling.description,
        website: counselling.website,
      })
      .from(counselling)
      .$dynamic(),
    where,
    query,
  );
}

export async function counsellingInfoFacets(db: Database): Promise<CounsellingInfoFacets> {
  return hubFacets(db, counselling, {
    state: counselling.state,
    type: counselling.type,
  });
}
