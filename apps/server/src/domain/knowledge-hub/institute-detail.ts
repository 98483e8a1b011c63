import { eq, sql } from 'drizzle-orm';
import {
  INSTITUTE_FIGURES,
  type DataLevel,
  type FigureSource,
  type InstituteDetail,
  type InstituteFigure,
  type InstituteOffering,
} from '@seatscope/shared';
import { DomainError } from '../../common/errors';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { rowFields, selectRows, selectTypedRows } from '../../db/rows';
import { FEE_SOURCE_PRECEDENCE } from '../../db/seat-fee';
import { fee, institute, university } from '../../db/schema';

/** Whether the viewer sees only the demo sample of a counselling of this level (entitlement.ts). */
export type DemoForLevel = (level: DataLevel | null) => boolean;

/** The fee column each figure is read from: the schema's column of the same name. */
const figureColumn = (figure: InstituteFigure) => fee[figure].name;

const isDataLevel = (value: unknown): value is DataLevel =>
  value === 'UG' || value === 'PG' || value === 'SS';

const textOrNull = (value: unknown) =>
  value === null || value === undefined ? null : String(value);

const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/** The page a fee row's `box_pages` gives a figure (docs/decisions/0081-every-money-box-as-published.md). */
function boxPageOf(boxPages: unknown, figure: InstituteFigure): unknown {
  return typeof boxPages === 'object' && boxPages !== null && figure in boxPages
    ? (boxPages as Record<string, unknown>)[figure]
    : undefined;
}

/**
 * The institute-wide fee rows of all-India counsellings (or of none), in the order of
 * precedence (FEE_SOURCE_PRECEDENCE, docs/decisions/0036-institute-details.md).
 */
async function institutionFeeRows(db: Database, instituteId: number) {
  const figures = sql.raw(
    INSTITUTE_FIGURES.map((figure) => `f.${figureColumn(figure)}::float8 as "${figure}"`).join(
      ', ',
    ),
  );
  return selectRows(
    db,
    sql`select ${figures}, f.counselling_id as "counsellingId", c.name as "counsellingName",
        c.level as "level", fee_run.file_name as "fileName", fee_run.kind as "importKind",
        f.source_row as "sourceRow", f.source_page as "sourcePage", f.box_pages as "boxPages"
      from fee f
      left join counselling c on c.id = f.counselling_id
      left join import_run fee_run on fee_run.id = f.import_run_id
      where f.institute_id = ${instituteId}
        and f.course_id is null and f.quota is null and f.category is null
        and (f.counselling_id is null or c.type = 'All India')
      order by ${FEE_SOURCE_PRECEDENCE}`,
  );
}

/** Each figure from the first fee row that states it, withheld where the package does not reach. */
function figuresOf(rows: Record<string, unknown>[], demoFor: DemoForLevel) {
  const values = Object.fromEntries(INSTITUTE_FIGURES.map((figure) => [figure, null])) as Record<
    InstituteFigure,
    number | null
  >;
  const sources: Partial<Record<InstituteFigure, FigureSource>> = {};
  const locked: InstituteFigure[] = [];
  for (const figure of INSTITUTE_FIGURES) {
    const row = rows.find((candidate) => candidate[figure] !== null);
    if (!row) continue;
    sources[figure] = {
      counsellingId: textOrNull(row.counsellingId),
      counsellingName: textOrNull(row.counsellingName),
      fileName: textOrNull(row.fileName),
      importKind: textOrNull(row.importKind),
      sourceRow: numberOrNull(row.sourceRow),
      // A profile's boxes stand on two pages: each figure's own page, else the fee table's.
      sourcePage: numberOrNull(boxPageOf(row.boxPages, figure) ?? row.sourcePage),
    };
    if (demoFor(isDataLevel(row.level) ? row.level : null)) locked.push(figure);
    else values[figure] = Number(row[figure]);
  }
  return { values, sources, locked };
}

const offeringRow = z.object({
  counsellingId: rowFields.text,
  counsellingName: rowFields.text,
  level: z.unknown(),
  courseId: rowFields.number,
  courseName: rowFields.text,
  years: rowFields.numbers.catch([]),
  seats: rowFields.nullableNumber,
});

/**
 * The counsellings and courses whose round lists hold the institute, from its closing ranks:
 * the years, and the newest year's seats as the largest one round list holds.
 */
async function offeringsOf(
  db: Database,
  instituteId: number,
  demoFor: DemoForLevel,
): Promise<InstituteOffering[]> {
  const rows = await selectTypedRows(
    db,
    offeringRow,
    sql`with per_round as (
        select counselling_id, course_id, year, round, sum(seats)::int as seats,
          min(course_name) as course_name
        from closing_rank where institute_id = ${instituteId}
        group by counselling_id, course_id, year, round
      ), per_course as (
        select counselling_id, course_id, min(course_name) as course_name,
          array_agg(distinct year order by year) as years, max(year) as newest
        from per_round group by counselling_id, course_id
      )
      select pc.counselling_id as "counsellingId", c.name as "counsellingName",
        c.level as "level", pc.course_id as "courseId", pc.course_name as "courseName",
        pc.years as "years",
        (select max(pr.seats) from per_round pr
          where pr.counselling_id = pc.counselling_id and pr.course_id = pc.course_id
            and pr.year = pc.newest) as "seats"
      from per_course pc
      join counselling c on c.id = pc.counselling_id
      order by c.name, pc.course_name, pc.course_id`,
  );
  return rows.flatMap((row) => {
    if (!isDataLevel(row.level)) return [];
    return [
      {
        counsellingId: row.counsellingId,
        counsellingName: row.counsellingName,
        level: row.level,
        courseId: row.courseId,
        courseName: row.courseName,
        years: row.years,
        seats: demoFor(row.level) ? null : row.seats,
      },
    ];
  });
}

/**
 * College Explorer's details of one institute (docs/product.md#knowledge-hub): the directory's
 * fields, the fee figures with their sources, and where it appears. `demoFor` decides, per
 * counselling level, which figures and seat counts the viewer's package opens.
 */
export async function instituteDetail(
  db: Database,
  instituteId: number,
  demoFor: DemoForLevel,
): Promise<InstituteDetail> {
  const [found] = await db
    .select({
      id: institute.id,
      code: institute.mccCode,
      name: institute.name,
      address: institute.address,
      district: institute.district,
      state: institute.state,
      pin: institute.pin,
      university: university.name,
      type: institute.type,
      management: institute.management,
      beds: institute.beds,
      website: institute.website,
      hostelFeeMen: institute.hostelFeeMen,
      hostelFeeWomen: institute.hostelFeeWomen,
    })
    .from(institute)
    .leftJoin(university, eq(university.id, institute.universityId))
    .where(eq(institute.id, instituteId));
  if (!found) {
    throw new DomainError(
      'not_found',
      'institute_not_found',
      `No institute has id ${instituteId}.`,
    );
  }
  const [feeRows, offerings] = await Promise.all([
    institutionFeeRows(db, instituteId),
    offeringsOf(db, instituteId, demoFor),
  ]);
  const { values, sources, locked } = figuresOf(feeRows, demoFor);
  return { ...found, ...values, sources, locked, offerings };
}
