import { parseAmount, parseCount, parseFee, parseYears } from '../cleaning/amounts';
import { normaliseCourse, type ClinicalType } from '../cleaning/courses';
import { tidySpaces } from '../cleaning/text';
import { COUNSELLINGS } from '../counsellings';
import {
  NO_FEE_DETAILS,
  NO_PAGES,
  emptyParsedFile,
  problemsOf,
  type CounsellingInfo,
  type ParsedFile,
  type SourceFile,
} from '../parsed-records';
import { mentionFromName } from './mention';
import {
  positiveInteger,
  readCsvTable,
  readJsonTable,
  requireColumns,
  text,
  type Table,
} from './table';

/** A fee list's table, its columns checked, and the parsed file its rows go into. */
function openFeeList(
  file: SourceFile,
  kind: 'ug-fees' | 'pg-bonds',
  read: (file: SourceFile) => Table,
  columns: string[],
  counselling: CounsellingInfo,
): { table: Table; parsed: ParsedFile } {
  const table = read(file);
  requireColumns(file, table, columns);
  const parsed = emptyParsedFile(kind, file, kind, { counselling, rowsRead: table.rows.length });
  return { table, parsed };
}

/** MBBS/BDS fee and beds by institute: `State,Institute,Course,Quota,Fee,Beds`. */
export function parseUgFees(file: SourceFile): ParsedFile {
  const { table, parsed } = openFeeList(
    file,
    'ug-fees',
    readCsvTable,
    ['State', 'Institute', 'Course', 'Quota', 'Fee', 'Beds'],
    COUNSELLINGS.mccNeetUg,
  );
  for (const { row, values } of table.rows) {
    const institute = tidySpaces(text(values.Institute));
    const courseText = tidySpaces(text(values.Course));
    const course = courseText === '' ? null : normaliseCourse(courseText, 'UG');
    const problems = problemsOf(
      institute === '' ? 'Institute is empty' : null,
      course === null || !['MBBS', 'BDS'].includes(course.degreeType)
        ? `Course "${courseText}" is not MBBS or BDS`
        : null,
    );
    if (problems.length > 0 || course === null) {
      parsed.rejections.push({ row, reason: problems.join('; ') });
      continue;
    }
    const fee = parseFee(text(values.Fee));
    parsed.fees.push({
      sourceRow: row,
      counsellingId: COUNSELLINGS.mccNeetUg.id,
      institute: mentionFromName(institute, text(values.State)),
      course,
      quota: tidySpaces(text(values.Quota)) || null,
      category: null,
      feeYears: [fee.value],
      feeText: fee.note,
      ...NO_FEE_DETAILS,
      ...NO_PAGES,
      beds: parseCount(text(values.Beds)),
    });
  }
  return parsed;
}

/** PG institutes with fee, stipend, bond years and bond penalty (strings with commas). */
export function parsePgBonds(file: SourceFile): ParsedFile {
  const { table, parsed } = openFeeList(
    file,
    'pg-bonds',
    readJsonTable,
    ['institute', 'state', 'fee', 'stipend', 'bondPenalty', 'bondYears'],
    COUNSELLINGS.mccNeetPg,
  );
  for (const { row, values } of table.rows) {
    const institute = tidySpaces(text(values.institute));
    if (institute === '') {
      parsed.rejections.push({ row, reason: 'institute is empty' });
      continue;
    }
    const fee = parseFee(values.fee);
    parsed.fees.push({
      sourceRow: row,
      counsellingId: COUNSELLINGS.mccNeetPg.id,
      institute: mentionFromName(institute, text(values.state)),
      course: null,
      quota: null,
      category: null,
      feeYears: [fee.value],
      feeText: fee.note,
      ...NO_FEE_DETAILS,
      ...NO_PAGES,
      stipendYears: [parseAmount(values.stipend).value],
      bondYears: parseYears(values.bondYears),
      bondPenalty: parseAmount(values.bondPenalty).value,
    });
  }
  return parsed;
}

const CLINICAL_TYPES: readonly ClinicalType[] = ['Clinical', 'Para-Clinical', 'Pre-Clinical'];

/** PG courses with their type (Clinical / Para-Clinical / Pre-Clinical). */
export function parsePgCourseTypes(file: SourceFile): ParsedFile {
  const table = readJsonTable(file);
  requireColumns(file, table, ['course', 'type']);
  const parsed = emptyParsedFile('pg-course-types', file, 'pg-course-types');
  parsed.rowsRead = table.rows.length;
  for (const { row, values } of table.rows) {
    const courseText = tidySpaces(text(values.course));
    const type = CLINICAL_TYPES.find((candidate) => candidate === text(values.type));
    if (courseText === '' || type === undefined) {
      parsed.rejections.push({
        row,
        reason:
          courseText === ''
            ? 'course is empty'
            : `type "${text(values.type)}" is not a course type`,
      });
      continue;
    }
    const course = normaliseCourse(courseText, 'PG');
    parsed.courseFacts.push({
      sourceRow: row,
      courseText,
      course: { ...course, clinicalType: type },
    });
  }
  return parsed;
}

/** Explicit seats: `institute, course, quota, category, seats` (optionally `state`). */
export function parseSeatMatrix(
  file: SourceFile,
  scope: { counsellingId: string; year: number; round: number },
  counselling: ParsedFile['counselling'],
  mention: (institute: string, state: string) => ParsedFile['seatMatrix'][number]['institute'],
): ParsedFile {
  const table = readCsvTable(file);
  const lower = new Map(table.columns.map((column) => [column.toLowerCase(), column]));
  const column = (name: string) => lower.get(name) ?? name;
  requireColumns(file, { ...table, columns: [...lower.keys()] }, [
    'institute',
    'course',
    'quota',
    'category',
    'seats',
  ]);
  const parsed = emptyParsedFile(
    'seat-matrix',
    file,
    `seat-matrix/${scope.counsellingId}/${scope.year}/${scope.round}`,
    { counselling, year: scope.year, round: scope.round, rowsRead: table.rows.length },
  );
  const level = counselling?.level ?? 'PG';
  for (const { row, values } of table.rows) {
    const institute = tidySpaces(text(values[column('institute')]));
    const courseText = tidySpaces(text(values[column('course')]));
    const quota = tidySpaces(text(values[column('quota')]));
    const category = tidySpaces(text(values[column('category')]));
    const seatsText = text(values[column('seats')]);
    const seats = seatsText === '0' ? 0 : positiveInteger(values[column('seats')]);
    const problems = problemsOf(
      institute === '' ? 'institute is empty' : null,
      courseText === '' ? 'course is empty' : null,
      quota === '' ? 'quota is empty' : null,
      category === '' ? 'category is empty' : null,
      seats === null ? `seats "${seatsText}" is not a whole number` : null,
    );
    if (problems.length > 0 || seats === null) {
      parsed.rejections.push({ row, reason: problems.join('; ') });
      continue;
    }
    parsed.seatMatrix.push({
      sourceRow: row,
      year: scope.year,
      round: scope.round,
      institute: mention(institute, text(values[column('state')])),
      courseText,
      course: normaliseCourse(courseText, level),
      quota,
      category,
      seats,
    });
  }
  return parsed;
}
