import { normaliseCourse } from '../cleaning/courses';
import { tidySpaces } from '../cleaning/text';
import { COUNSELLINGS } from '../counsellings';
import { BadFileError } from '../import-kind-names';
import {
  allotmentRecord,
  emptyParsedFile,
  problemsOf,
  type ImportOptions,
  type ParsedFile,
  type SourceFile,
} from '../parsed-records';
import { scopeFromFileName } from '../rounds';
import { mentionFromMccText } from './mention';
import { parseMccRoundList } from './round-lists';
import { positiveInteger, readAnyTable, requireColumns, text } from './table';

const MCC_ALLOTMENT_COLUMNS = [
  'Rank',
  'Quota',
  'Institute',
  'Course',
  'AllottedCategory',
  'Remarks',
] as const;

/** Year and round from the options, else from the file name; stops when neither says. */
export function requireYearAndRound(
  file: SourceFile,
  options: ImportOptions,
): { year: number; round: number } {
  const fromName = scopeFromFileName(file.name);
  const year = options.year ?? fromName.year;
  const round = options.round ?? fromName.round;
  if (year === null || round === null) {
    throw new BadFileError(
      file.path,
      'year and round are not in the file name (like 2023-round-3.json); give --year and --round',
    );
  }
  return { year, round };
}

/**
 * MCC NEET PG allotments: JSON array, or CSV / XLSX with the same columns, each one round's
 * "after Round N" list; or a round-wise Parquet list (year and rounds in its rows).
 */
export async function parseMccAllotments(
  file: SourceFile,
  options: ImportOptions,
): Promise<ParsedFile> {
  if (file.name.toLowerCase().endsWith('.parquet')) return parseMccRoundList(file);
  const table = await readAnyTable(file);
  requireColumns(
    file,
    table,
    MCC_ALLOTMENT_COLUMNS.filter((column) => column !== 'Remarks'),
    ['Remarks'],
  );
  const { year, round } = requireYearAndRound(file, options);
  const counselling = COUNSELLINGS.mccNeetPg;
  const parsed = emptyParsedFile('mcc-allotments', file, `${counselling.id}/${year}/${round}`, {
    counselling,
    year,
    round,
    rowsRead: table.rows.length,
  });
  for (const { row, values } of table.rows) {
    const rank = positiveInteger(values.Rank);
    const quota = tidySpaces(text(values.Quota));
    const instituteText = text(values.Institute);
    const courseText = tidySpaces(text(values.Course));
    const category = tidySpaces(text(values.AllottedCategory));
    const problems = problemsOf(
      rank === null ? `Rank "${text(values.Rank)}" is not a positive whole number` : null,
      quota === '' ? 'Quota is empty' : null,
      instituteText === '' ? 'Institute is empty' : null,
      courseText === '' ? 'Course is empty' : null,
      category === '' ? 'AllottedCategory is empty' : null,
    );
    if (problems.length > 0 || rank === null) {
      parsed.rejections.push({ row, reason: problems.join('; ') });
      continue;
    }
    const remarks = tidySpaces(text(values.Remarks));
    parsed.allotments.push(
      allotmentRecord({
        sourceRow: row,
        year,
        round,
        aiRank: rank,
        quota,
        allottedCategory: category,
        institute: mentionFromMccText(instituteText),
        courseText,
        course: normaliseCourse(courseText, 'PG'),
        remarks: remarks === '' ? null : remarks,
      }),
    );
  }
  return parsed;
}
