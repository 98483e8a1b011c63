import { normaliseCourse, type CourseLevel } from '../cleaning/courses';
import { tidySpaces } from '../cleaning/text';
import { COUNSELLINGS } from '../counsellings';
import { BadFileError } from '../import-kind-names';
import {
  allotmentRecord,
  emptyParsedFile,
  problemsOf,
  type CounsellingInfo,
  type ImportOptions,
  type ParsedFile,
  type SourceFile,
} from '../parsed-records';
import { scopeFromFileName } from '../rounds';
import { mentionFromName } from './mention';
import { positiveInteger, readCsvTable, requireColumns, text } from './table';

const COLUMNS = ['Round', 'AI Rank', 'State', 'Institute', 'Course', 'Quota', 'Category'] as const;

interface CsvAllotmentKind {
  kind: 'inicet-allotments' | 'neet-ss-allotments';
  counselling: CounsellingInfo;
  level: CourseLevel;
}

/**
 * `Round,AI Rank,State,Institute,Course,Quota,Category` files (INI-CET PG, NEET SS). The year
 * is not in the file: from --year or the file name. INI-CET counts rounds from 0.
 */
function parseCsvAllotments(file: SourceFile, options: ImportOptions, spec: CsvAllotmentKind) {
  const table = readCsvTable(file);
  requireColumns(file, table, COLUMNS);
  const year = options.year ?? scopeFromFileName(file.name).year;
  if (year === null) {
    throw new BadFileError(file.path, 'the file does not state its year; give --year');
  }
  const parsed: ParsedFile = emptyParsedFile(spec.kind, file, `${spec.counselling.id}/${year}`, {
    counselling: spec.counselling,
    year,
    rowsRead: table.rows.length,
  });
  const zeroBased = table.rows.some((entry) => text(entry.values.Round) === '0');
  for (const { row, values } of table.rows) {
    const roundText = text(values.Round);
    const sourceRound = /^\d+$/.test(roundText) ? Number(roundText) : null;
    const rank = positiveInteger(values['AI Rank']);
    const institute = tidySpaces(text(values.Institute));
    const course = tidySpaces(text(values.Course));
    const quota = tidySpaces(text(values.Quota));
    const category = tidySpaces(text(values.Category));
    const problems = problemsOf(
      sourceRound === null ? `Round "${roundText}" is not a number` : null,
      rank === null ? `AI Rank "${text(values['AI Rank'])}" is not a positive whole number` : null,
      institute === '' ? 'Institute is empty' : null,
      course === '' ? 'Course is empty' : null,
      quota === '' ? 'Quota is empty' : null,
      category === '' ? 'Category is empty' : null,
    );
    if (problems.length > 0 || sourceRound === null || rank === null) {
      parsed.rejections.push({ row, reason: problems.join('; ') });
      continue;
    }
    const round = options.round ?? (zeroBased ? sourceRound + 1 : sourceRound);
    parsed.allotments.push(
      allotmentRecord({
        sourceRow: row,
        year,
        round,
        aiRank: rank,
        quota,
        allottedCategory: category,
        institute: mentionFromName(institute, text(values.State)),
        courseText: course,
        course: normaliseCourse(course, spec.level),
      }),
    );
  }
  return parsed;
}

export function parseInicetAllotments(file: SourceFile, options: ImportOptions): ParsedFile {
  return parseCsvAllotments(file, options, {
    kind: 'inicet-allotments',
    counselling: COUNSELLINGS.inicetPg,
    level: 'PG',
  });
}

export function parseNeetSsAllotments(file: SourceFile, options: ImportOptions): ParsedFile {
  return parseCsvAllotments(file, options, {
    kind: 'neet-ss-allotments',
    counselling: COUNSELLINGS.neetSs,
    level: 'SS',
  });
}
