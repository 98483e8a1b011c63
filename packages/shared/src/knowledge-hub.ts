import { z } from 'zod';
import { PAGE_SIZES } from './constants';
import { listParam, listQuerySchema, pageOf, single, type ListContract } from './list-query';

// Knowledge Hub lists (docs/product.md#knowledge-hub; `{rows,total,page,pageSize}`, docs/product.md#http-api).

const hubList = <const Filter extends string>(
  path: string,
  filters: readonly Filter[],
  pageSize: number,
) =>
  ({
    path,
    filters,
    sorts: [],
    pageSize: { fallback: pageSize, max: 100 },
    search: { label: 'search', max: 100 },
  }) satisfies ListContract<Filter, never> & { path: string };

/** Each Knowledge Hub list's path, filters and page size: its API schema and its client's parameters. */
export const KNOWLEDGE_HUB_LISTS = {
  institutes: hubList(
    '/api/institutes',
    ['state', 'type', 'management'],
    PAGE_SIZES.collegeExplorer,
  ),
  universities: hubList('/api/universities', ['state', 'type'], PAGE_SIZES.universityAtlas),
  counsellingInfo: hubList('/api/counselling-info', ['state', 'type'], PAGE_SIZES.counsellingInfo),
  courses: hubList('/api/courses', ['degreeType', 'clinicalType', 'duration'], PAGE_SIZES.courses),
};

export type KnowledgeHubList = keyof typeof KNOWLEDGE_HUB_LISTS;

export const instituteListQuerySchema = listQuerySchema(KNOWLEDGE_HUB_LISTS.institutes).extend({
  /** The colleges of one university (its details in Atlas of Universities). */
  universityId: z.coerce
    .number({ error: 'universityId must be a number' })
    .int('universityId must be a whole number')
    .positive('universityId must be positive')
    .optional(),
  /** The institute with this MCC code (exact), e.g. `700957`. */
  code: single(
    z.string().regex(/^[0-9A-Za-z]{1,20}$/, 'code must be an MCC code (letters and digits)'),
  ).optional(),
});
export type InstituteListQuery = z.infer<typeof instituteListQuerySchema>;

const instituteRowSchema = z.object({
  id: z.number().int(),
  /** The MCC institute code; null when no source gave one. */
  code: z.string().nullable(),
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

/** `GET /api/institutes/{id}`: a positive whole number. */
export const instituteIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'id must be a positive whole number')
    .transform(Number),
});

/**
 * The money figures of an institute's details (docs/decisions/0036-institute-details.md), each
 * read from the institute-wide fee rows of an all-India counselling. An MCC college profile's
 * boxes each keep their own figure, as published (docs/decisions/0081-every-money-box-as-published.md):
 * the amount paid at admission (hostel included), the fees of years 1-5 and the annual fee
 * (rupees), the NRI fees of years 1-5 (US dollars), the miscellaneous charges, the amounts
 * deducted on re-allocation, refunded on resigning during counselling and forfeited on resigning
 * later, and the stipends of years 1-3; the bond and the hostel fee come from other lists.
 */
export const PROFILE_MONEY_BOXES = [
  'admissionFee',
  'feeYear1',
  'feeYear2',
  'feeYear3',
  'feeYear4',
  'feeYear5',
  'annualFee',
  'nriFeeYear1',
  'nriFeeYear2',
  'nriFeeYear3',
  'nriFeeYear4',
  'nriFeeYear5',
  'miscellaneousCharges',
  'reallocationDeduction',
  'amountRefunded',
  'amountForfeited',
  'stipendYear1',
  'stipendYear2',
  'stipendYear3',
] as const;
export type ProfileMoneyBox = (typeof PROFILE_MONEY_BOXES)[number];

/** The figures of an institute's details: the profile's boxes, then the bond and hostel lists'. */
export const INSTITUTE_FIGURES = [
  ...PROFILE_MONEY_BOXES,
  'bondYears',
  'bondPenalty',
  'hostelFee',
] as const;
export type InstituteFigure = (typeof INSTITUTE_FIGURES)[number];

/**
 * An MCC college profile's boxes as the profile labels them
 * (docs/decisions/0081-every-money-box-as-published.md), shortened only where the form repeats
 * itself: the institute's details, Financials & Bonds and its CSV write these.
 */
export const PROFILE_BOX_LABELS: Partial<Record<InstituteFigure, string>> = {
  admissionFee: 'Amount to be paid at the time of admission (including hostel fees)',
  feeYear1: 'Amount to be paid at the time of admission (including hostel fee, 1st year)',
  feeYear2: 'Amount to be paid (including hostel fee, 2nd year)',
  feeYear3: 'Amount to be paid (including hostel fee, 3rd year)',
  feeYear4: 'Amount to be paid (including hostel fee, 4th year)',
  feeYear5: 'Amount to be paid (including hostel fee, 5th year)',
  annualFee: 'Annual fees of candidates',
  nriFeeYear1: 'NRI, 1st year (in $)',
  nriFeeYear2: 'NRI, 2nd year (in $)',
  nriFeeYear3: 'NRI, 3rd year (in $)',
  nriFeeYear4: 'NRI, 4th year (in $)',
  nriFeeYear5: 'NRI, 5th year (in $)',
  miscellaneousCharges: 'Miscellaneous charges',
  reallocationDeduction: 'Amount of fee to be deducted on re-allocation of seat',
  amountRefunded: 'Amount of fees to be reimbursed in case candidate resigns during counselling',
  amountForfeited: 'Amount to be forfeited in case of resigning (not upgraded) seat',
  stipendYear1: 'Stipend paid to the students, 1st year',
  stipendYear2: 'Stipend paid to the students, 2nd year',
  stipendYear3: 'Stipend paid to the students, 3rd year',
};

/**
 * Where one figure came from: the fee list of a counselling, the imported file, and the row or
 * page within it.
 */
const figureSourceSchema = z.object({
  counsellingId: z.string().nullable(),
  counsellingName: z.string().nullable(),
  /** The imported file's name; null for rows no import wrote (generated demo data). */
  fileName: z.string().nullable(),
  /** The import kind that read the file (`mcc-profiles`, `pg-bonds`, ...). */
  importKind: z.string().nullable(),
  /** The row within the file (a JSON element, a CSV line; 1-based); null for demo rows. */
  sourceRow: z.number().int().positive().nullable(),
  /** The PDF page the figure stands on (1-based); null for files that are not PDFs. */
  sourcePage: z.number().int().positive().nullable(),
});
export type FigureSource = z.infer<typeof figureSourceSchema>;

/** One course the institute appears with in a counselling's allotments. */
const instituteOfferingSchema = z.object({
  counsellingId: z.string(),
  counsellingName: z.string(),
  level: z.enum(['UG', 'PG', 'SS']),
  courseId: z.number().int(),
  courseName: z.string(),
  /** The years whose round lists hold the course here, oldest first. */
  years: z.array(z.number().int()),
  /**
   * Seats of the newest year: the most seats one of its round lists holds for the course (a
   * round list is never added to another, docs/decisions/0029-round-lists.md); null when the
   * viewer's package does not open the counselling (docs/decisions/0036-institute-details.md).
   */
  seats: z.number().int().nullable(),
});
export type InstituteOffering = z.infer<typeof instituteOfferingSchema>;

const figureShape = Object.fromEntries(
  INSTITUTE_FIGURES.map((figure) => [figure, z.number().nullable()]),
) as Record<InstituteFigure, z.ZodNullable<z.ZodNumber>>;

export const instituteDetailSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  address: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  pin: z.string().nullable(),
  university: z.string().nullable(),
  type: z.string().nullable(),
  management: z.string().nullable(),
  beds: z.number().int().nullable(),
  website: z.string().nullable(),
  /** Yearly hostel fee in rupees, as the institute directory states it. */
  hostelFeeMen: z.number().int().nullable(),
  hostelFeeWomen: z.number().int().nullable(),
  ...figureShape,
  /** The source of each figure that has a value (or is withheld). */
  sources: z.partialRecord(z.enum(INSTITUTE_FIGURES), figureSourceSchema),
  /**
   * Figures withheld because the viewer's package does not open the counselling whose fee list
   * gives them: their values are null, their sources still named.
   */
  locked: z.array(z.enum(INSTITUTE_FIGURES)),
  /** The counsellings and courses the institute appears in, by counselling then course. */
  offerings: z.array(instituteOfferingSchema),
});
export type InstituteDetail = z.infer<typeof instituteDetailSchema>;

export const universityListQuerySchema = listQuerySchema(KNOWLEDGE_HUB_LISTS.universities);
export type UniversityListQuery = z.infer<typeof universityListQuerySchema>;

const universityRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string().nullable(),
  state: z.string().nullable(),
});
export type UniversityRow = z.infer<typeof universityRowSchema>;
export const universityPageSchema = pageOf(universityRowSchema);
export type UniversityPage = z.infer<typeof universityPageSchema>;

export const counsellingInfoListQuerySchema = listQuerySchema(KNOWLEDGE_HUB_LISTS.counsellingInfo);
export type CounsellingInfoListQuery = z.infer<typeof counsellingInfoListQuerySchema>;

const counsellingInfoRowSchema = z.object({
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

export const courseListQuerySchema = listQuerySchema(KNOWLEDGE_HUB_LISTS.courses).extend({
  /** Durations in years, e.g. `duration=2,3`. */
  duration: listParam
    .pipe(
      z.array(
        z
          .string()
          .regex(/^\d+(\.\d+)?$/, 'duration must be a number of years')
          .transform(Number),
      ),
    )
    .default([]),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

const courseRowSchema = z.object({
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

/** Facets of a list filtered by state and type. */
const stateAndTypeFacets = () =>
  z.object({
    total: z.number().int(),
    state: z.array(z.string()),
    type: z.array(z.string()),
  });
export const universityFacetsSchema = stateAndTypeFacets();
export type UniversityFacets = z.infer<typeof universityFacetsSchema>;
export const counsellingInfoFacetsSchema = stateAndTypeFacets();
export type CounsellingInfoFacets = z.infer<typeof counsellingInfoFacetsSchema>;

export const courseFacetsSchema = z.object({
  total: z.number().int(),
  degreeType: z.array(z.string()),
  clinicalType: z.array(z.string()),
  duration: z.array(z.number()),
});
export type CourseFacets = z.infer<typeof courseFacetsSchema>;
