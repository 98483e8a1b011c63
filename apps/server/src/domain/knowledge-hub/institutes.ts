import { asc, eq } from 'drizzle-orm';
import type { InstituteFacets, InstituteListQuery, InstitutePage } from '@seatscope/shared';
import type { Database } from '../../db/client';
import { institute, university } from '../../db/schema';
import { countRows, distinctValues } from './distinct';
import { allOf, cappedCount, inList, offsetOf, pageResult, searchCondition } from '../sql';

/** College Explorer: search across name, state and district; filters; ordered by name. */
export async function listInstitutes(
  db: Database,
  query: InstituteListQuery,
): Promise<InstitutePage> {
  const where = allOf([
    searchCondition([institute.name, institute.state, institute.district], query.q),
    inList(institute.state, query.state),
    inList(institute.type, query.type),
    inList(institute.management, query.management),
    query.universityId === undefined ? undefined : eq(institute.universityId, query.universityId),
    query.code === undefined ? undefined : eq(institute.mccCode, query.code),
  ]);
  return pageResult(
    db
      .select({
        id: institute.id,
        code: institute.mccCode,
        name: institute.name,
        university: university.name,
        district: institute.district,
        state: institute.state,
        type: institute.type,
        management: institute.management,
        beds: institute.beds,
        localDistinction: institute.localDistinction,
        hostelFeeMen: institute.hostelFeeMen,
        hostelFeeWomen: institute.hostelFeeWomen,
        logoUrl: institute.logoUrl,
      })
      .from(institute)
      .leftJoin(university, eq(university.id, institute.universityId))
      .where(where)
      .orderBy(asc(institute.name), asc(institute.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    cappedCount(db, institute, where),
    query,
  );
}

export async function instituteFacets(db: Database): Promise<InstituteFacets> {
  const [total, state, type, management] = await Promise.all([
    countRows(db, institute),
    distinctValues(db, institute, institute.state),
    distinctValues(db, institute, institute.type),
    distinctValues(db, institute, institute.management),
  ]);
  return { total, state, type, management };
}
