import { asc } from 'drizzle-orm';
import type {
  CounsellingInfoFacets,
  CounsellingInfoListQuery,
  CounsellingInfoPage,
} from '@seatscope/shared';
import type { Database } from '../../db/client';
import { counselling } from '../../db/schema';
import { countRows, distinctValues } from './distinct';
import { allOf, cappedCount, inList, offsetOf, pageResult, searchCondition } from '../sql';

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
  return pageResult(
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
      .where(where)
      .orderBy(asc(counselling.name), asc(counselling.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    cappedCount(db, counselling, where),
    query,
  );
}

export async function counsellingInfoFacets(db: Database): Promise<CounsellingInfoFacets> {
  const [total, state, type] = await Promise.all([
    countRows(db, counselling),
    distinctValues(db, counselling, counselling.state),
    distinctValues(db, counselling, counselling.type),
  ]);
  return { total, state, type };
}
