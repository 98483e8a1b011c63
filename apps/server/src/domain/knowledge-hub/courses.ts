import { asc } from 'drizzle-orm';
import type { CourseFacets, CourseListQuery, CoursePage } from '@seatscope/shared';
import type { Database } from '../../db/client';
import { course } from '../../db/schema';
import { countRows, distinctValues } from './distinct';
import { allOf, cappedCount, inList, offsetOf, pageResult, searchCondition } from '../sql';

/** Medical Courses: search across name, short name, degree and clinical type; filters. */
export async function listCourses(db: Database, query: CourseListQuery): Promise<CoursePage> {
  const where = allOf([
    searchCondition(
      [course.name, course.shortName, course.degreeType, course.clinicalType],
      query.q,
    ),
    inList(course.degreeType, query.degreeType),
    inList(course.clinicalType, query.clinicalType),
    inList(course.durationYears, query.duration),
  ]);
  return pageResult(
    db
      .select({
        id: course.id,
        name: course.name,
        shortName: course.shortName,
        level: course.level,
        degreeType: course.degreeType,
        clinicalType: course.clinicalType,
        duration: course.durationYears,
        degreeTerm: course.degreeTerm,
      })
      .from(course)
      .where(where)
      .orderBy(asc(course.name), asc(course.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    cappedCount(db, course, where),
    query,
  );
}

export async function courseFacets(db: Database): Promise<CourseFacets> {
  const [total, degreeType, clinicalType, duration] = await Promise.all([
    countRows(db, course),
    distinctValues(db, course, course.degreeType),
    distinctValues(db, course, course.clinicalType),
    distinctValues(db, course, course.durationYears),
  ]);
  return { total, degreeType, clinicalType, duration };
}
