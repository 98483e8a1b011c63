import { eq } from 'drizzle-orm';
import type { InstituteFacets, InstituteListQuery, InstitutePage } from '@seatscope/shared';
import type { Database } from '../../db/client';
import { institute, university } from '../../db/schema';
import { hubFacets, hubPage } from './hub-list';
import { allOf, inList, searchCondition } from '../sql';

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
  return hubPage(
    db,
    institute,
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
      .$dynamic(),
    where,
    query,
  );
}

export async function instituteFacets(db: Database): Promise<InstituteFacets> {
  return hubFacets(db, institute, {
    state: institute.state,
    type: institute.type,
    management: institute.management,
  });
}
