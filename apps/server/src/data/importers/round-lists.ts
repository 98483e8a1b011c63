import { normaliseCourse } from '../cleaning/courses';
import { decodeMccCategory, mccCategoryLabel, normaliseMccQuota } from '../cleaning/mcc-vocabulary';
import { tidySpaces } from '../cleaning/text';
import { COUNSELLINGS } from '../counsellings';
import { BadFileError } from '../import-kind-names';
import {
  allotmentRecord,
  emptyParsedFile,
  problemsOf,
  type AllotmentRecord,
  type ParsedFile,
  type SourceFile,
} from '../parsed-records';
import { roundOfList, SPECIAL_STRAY_ROUND, STRAY_ROUND } from '../rounds';
import { mentionFromMccText } from './mention';
import { readParquetTable } from './parquet';
import { positiveInteger, requireColumns, text, type Table, type TableRow } from './table';

/**
 * MCC's round-wise Parquet lists (`AIQ_R*`): every value a string. KEA's lists of this layout
 * are read through a mapping (docs/decisions/0097-kea-kinds-on-mappings.md).
 */
const ROUND_LIST_COLUMNS = [
  'allIndiaRank',
  'quota',
  'collegeInstitute',
  'course',
  'category',
  'round',
  'year',
] as const;

/**
 * `AIQ_R2` -> 2; R4 is the stray round and R5 the special stray round. Null when the code is
 * not MCC's.
 */
export function roundFromCode(code: string): number | null {
  const match = /^AIQ[_ -]?R(?:OUND)?[_ -]?(\d{1,2})$/i.exec(code.trim());
  if (!match?.[1]) return null;
  const round = Number(match[1]);
  if (round === 4) return STRAY_ROUND;
  if (round === 5) return SPECIAL_STRAY_ROUND;
  return round < 1 || round > 5 ? null : round;
}

interface RoundListRow {
  row: number;
  year: number;
  /** The stored round: the list's round, marked as a list of allotments made in it. */
  round: number;
  aiRank: number;
  quotaText: string;
  instituteText: string;
  courseText: string;
  categoryText: string;
}

/** Reads a round-wise Parquet list and checks each row's shared columns. */
async function readRoundList(
  file: SourceFile,
): Promise<{ table: Table; rows: RoundListRow[]; rejections: { row: number; reason: string }[] }> {
  const table = await readParquetTable(file);
  requireColumns(file, table, ROUND_LIST_COLUMNS);
  const rows: RoundListRow[] = [];
  const rejections: { row: number; reason: string }[] = [];
  for (const { row, values } of table.rows) {
    const checked = checkRow({ row, values });
    if ('reason' in checked) rejections.push(checked);
    else rows.push(checked);
  }
  return { table, rows, rejections };
}

function checkRow({ row, values }: TableRow): RoundListRow | { row: number; reason: string } {
  const rank = positiveInteger(values.allIndiaRank);
  const yearText = text(values.year);
  const year = /^20\d\d$/.test(yearText) ? Number(yearText) : null;
  const round = roundFromCode(text(values.round));
  const quotaText = tidySpaces(text(values.quota));
  const instituteText = tidySpaces(text(values.collegeInstitute));
  const courseText = tidySpaces(text(values.course));
  const categoryText = tidySpaces(text(values.category));
  const problems = problemsOf(
    rank === null
      ? `allIndiaRank "${text(values.allIndiaRank)}" is not a positive whole number`
      : null,
    year === null ? `year "${yearText}" is not a year` : null,
    round === null ? `round "${text(values.round)}" is not an AIQ round (AIQ_R1...)` : null,
    quotaText === '' ? 'quota is empty' : null,
    instituteText === '' ? 'collegeInstitute is empty' : null,
    courseText === '' ? 'course is empty' : null,
    categoryText === '' ? 'category is empty' : null,
  );
  if (problems.length > 0 || rank === null || year === null || round === null) {
    return { row, reason: problems.join('; ') };
  }
  return {
    row,
    year,
    round: roundOfList(round, 'allotted'),
    aiRank: rank,
    quotaText,
    instituteText,
    courseText,
    categoryText,
  };
}

/** Scope of a multi-round list: its counselling, years and file (re-importing it replaces it). */
function roundListScope(
  counsellingId: string,
  rows: readonly { year: number }[],
  fileName: string,
) {
  const years = [...new Set(rows.map((row) => row.year))].sort();
  return {
    scopeKey: `${counsellingId}/allotted/${years.join('+')}/${fileName}`,
    year: years.length === 1 ? (years[0] ?? null) : null,
  };
}

/**
 * MCC NEET PG round-wise lists (`AIQ_R1`..`AIQ_R5`): the allotments made in each round,
 * stored as their own rounds beside the "after Round N" lists (docs/decisions/0029-round-lists.md).
 */
export async function parseMccRoundList(file: SourceFile): Promise<ParsedFile> {
  const { table, rows, rejections } = await readRoundList(file);
  const counselling = COUNSELLINGS.mccNeetPg;
  if (rows.length === 0 && table.rows.length > 0) {
    throw new BadFileError(file.path, 'no row holds an MCC round (AIQ_R1...) and a year');
  }
  const scope = roundListScope(counselling.id, rows, file.name);
  const parsed = emptyParsedFile('mcc-allotments', file, scope.scopeKey, {
    counselling,
    year: scope.year,
    rowsRead: table.rows.length,
  });
  parsed.rejections.push(...rejections);
  for (const row of rows) {
    const category = decodeMccCategory(row.categoryText);
    parsed.allotments.push(
      mccRecord(row, category ? mccCategoryLabel(category) : row.categoryText),
    );
  }
  return parsed;
}

function mccRecord(row: RoundListRow, allottedCategory: string): AllotmentRecord {
  return allotmentRecord({
    sourceRow: row.row,
    year: row.year,
    round: row.round,
    aiRank: row.aiRank,
    quota: normaliseMccQuota(row.quotaText),
    allottedCategory,
    institute: mentionFromMccText(row.instituteText),
    courseText: row.courseText,
    course: normaliseCourse(row.courseText, 'PG'),
  });
}
