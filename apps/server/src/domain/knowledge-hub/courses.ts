import type { CourseFacets, CourseListQuery, CoursePage } from '@seatscope/shared';
import type { Database } from '../../db/client';
import { course } from '../../db/schema';
import { hubFacets, hubPage } from './hub-list';
import { allOf, inList, searchCondition } from '../sql';

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
  return hubPage(
    db,
    course,
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
      .$dynamic(),
    where,
    query,
  );
}

export async function courseFacets(db: Database): Promise<CourseFacets> {
  return hubFacets(db, course, {
    degreeType: course.degreeType,
    clinicalType: course.clinicalType,
    duration: course.durationYears,
  });
}
