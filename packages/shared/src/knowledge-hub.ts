import { z } from 'zod';
import { PAGE_SIZES } from './constants';
import { listParam, pageOf, pageParam, pageSizeParam, searchParam } from './query';

// Knowledge Hub lists (docs/product.md#knowledge-hub; `{rows,total,page,pageSize}`, docs/product.md#http-api).

export const instituteListQuerySchema = z.object({
  q: searchParam,
  state: listParam,
  type: listParam,
  management: listParam,
  /** The colleges of one university (its details in Atlas of Universities). */
  universityId: z.coerce
    .number({ error: 'universityId must be a number' })
    .int('universityId must be a whole number')
    .positive('universityId must be positive')
    .optional(),
  page: pageParam,
  pageSize: pageSizeParam(PAGE_SIZES.collegeExplorer),
});
export type InstituteListQuery = z.infer<typeof instituteListQuerySchema>;

export const instituteRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  university: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  type: z.string().nullable(),
  management: z.string().nullable(),
  beds: z.number().int().nullable(),
  localDistinction: z.string().nullable(),
  /** Yearly hostel fee in rupees. */
  hostelFeeMen: z.number().int().nullable(),
  hostelFeeWomen: z.number().int().nullable(),
  logoUrl: z.string().nullable(),
});
export type InstituteRow = z.infer<typeof instituteRowSchema>;
export const institutePageSchema = pageOf(instituteRowSchema);
export type InstitutePage = z.infer<typeof institutePageSchema>;

export const universityListQuerySchema = z.object({
  q: searchParam,
  state: listParam,
  type: listParam,
  page: pageParam,
  pageSize: pageSizeParam(PAGE_SIZES.universityAtlas),
});
export type UniversityListQuery = z.infer<typeof universityListQuerySchema>;

export const universityRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string().nullable(),
  state: z.string().nullable(),
});
export type UniversityRow = z.infer<typeof universityRowSchema>;
export const universityPageSchema = pageOf(universityRowSchema);
export type UniversityPage = z.infer<typeof universityPageSchema>;

export const counsellingInfoListQuerySchema = z.object({
  q: searchParam,
  state: listParam,
  type: listParam,
  page: pageParam,
  pageSize: pageSizeParam(PAGE_SIZES.counsellingInfo),
});
export type CounsellingInfoListQuery = z.infer<typeof counsellingInfoListQuerySchema>;

export const counsellingInfoRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.string(),
  type: z.string(),
  state: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
});
export type CounsellingInfoRow = z.infer<typeof counsellingInfoRowSchema>;
export const counsellingInfoPageSchema = pageOf(counsellingInfoRowSchema);
export type CounsellingInfoPage = z.infer<typeof counsellingInfoPageSchema>;

export const courseListQuerySchema = z.object({
  q: searchParam,
  degreeType: listParam,
  clinicalType: listParam,
  /** Durations in years, e.g. `duration=2,3`. */
  duration: listParam.pipe(
    z.array(
      z
        .string()
        .regex(/^\d+(\.\d+)?$/, 'duration must be a number of years')
        .transform(Number),
    ),
  ),
  page: pageParam,
  pageSize: pageSizeParam(PAGE_SIZES.courses),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

export const courseRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  level: z.string(),
  degreeType: z.string().nullable(),
  clinicalType: z.string().nullable(),
  /** Years. */
  duration: z.number().nullable(),
  degreeTerm: z.string().nullable(),
});
export type CourseRow = z.infer<typeof courseRowSchema>;
export const coursePageSchema = pageOf(courseRowSchema);
export type CoursePage = z.infer<typeof coursePageSchema>;

// Facets: the whole table's count and the distinct values each filter offers, which also
// give the screens' stat cards (States Covered, University Types, ...).

export const instituteFacetsSchema = z.object({
  total: z.number().int(),
  state: z.array(z.string()),
  type: z.array(z.string()),
  management: z.array(z.string()),
});
export type InstituteFacets = z.infer<typeof instituteFacetsSchema>;

export const universityFacetsSchema = z.object({
  total: z.number().int(),
  state: z.array(z.string()),
  type: z.array(z.string()),
});
export type UniversityFacets = z.infer<typeof universityFacetsSchema>;

export const counsellingInfoFacetsSchema = universityFacetsSchema;
export type CounsellingInfoFacets = UniversityFacets;

export const courseFacetsSchema = z.object({
  total: z.number().int(),
  degreeType: z.array(z.string()),
  clinicalType: z.array(z.string()),
  duration: z.array(z.number()),
});
export type CourseFacets = z.infer<typeof courseFacetsSchema>;
