import { normaliseCourse } from '../cleaning/courses';
import { parseCodedLabel, readTelanganaSeat } from '../cleaning/telangana';
import { titleCaseIfShouting } from '../cleaning/text';
import { COUNSELLINGS } from '../counsellings';
import {
  allotmentRecord,
  emptyParsedFile,
  problemsOf,
  sourceCodeOf,
  type ImportOptions,
  type ParsedFile,
  type SourceFile,
} from '../records';
import { scopeFromFileName } from '../rounds';
import { requireYearAndRound } from './mcc-allotments';
import { positiveInteger, readJsonTable, requireColumns, text } from './table';

/** Telangana state NEET PG allotments: `{college, course, rank, adm_details}` by phase. */
export function parseTelanganaAllotments(file: SourceFile, options: ImportOptions): ParsedFile {
  const table = readJsonTable(file);
  requireColumns(file, table, ['college', 'course', 'rank', 'adm_details']);
  const { year, round } = requireYearAndRound(file, options);
  const quotaGroup = scopeFromFileName(file.name).quotaGroup ?? 'all';
  const counselling = COUNSELLINGS.telanganaNeetPg;
  const parsed = emptyParsedFile(
    'telangana-allotments',
    file,
    `${counselling.id}/${year}/${round}/${quotaGroup}`,
    { counselling, year, round, rowsRead: table.rows.length },
  );
  // Tokens of `adm_details` that are none of service, region, category, gender, flag or phase:
  // the rows import, and each such token is named in the summary with its count.
  const unread = new Map<string, number>();
  for (const { row, values } of table.rows) {
    const rank = positiveInteger(values.rank);
    const college = parseCodedLabel(text(values.college));
    const course = parseCodedLabel(text(values.course));
    const seat = readTelanganaSeat(text(values.adm_details));
    const problems = problemsOf(
      rank === null ? `rank "${text(values.rank)}" is not a positive whole number` : null,
      college === null ? `college "${text(values.college)}" is not "CODE(nnn) - NAME"` : null,
      course === null ? `course "${text(values.course)}" is not "CODE (nnn) - NAME"` : null,
      seat === null ? `adm_details is blank` : null,
    );
    if (problems.length > 0 || rank === null || !college || !course || !seat) {
      parsed.rejections.push({ row, reason: problems.join('; ') });
      continue;
    }
    for (const token of seat.unread) unread.set(token, (unread.get(token) ?? 0) + 1);
    parsed.allotments.push(
      allotmentRecord({
        sourceRow: row,
        year,
        round,
        counsellingRank: rank,
        quota: seat.quota,
        allottedCategory: seat.category,
        institute: {
          sourceText: sourceCodeOf('telangana', college.code),
          name: titleCaseIfShouting(college.label),
          address: null,
          state: 'Telangana',
          pin: null,
          mccCode: null,
          sourceCode: sourceCodeOf('telangana', college.code),
        },
        courseText: text(values.course),
        course: normaliseCourse(course.label, 'PG'),
        remarks: seat.remarks,
      }),
    );
  }
  for (const [token, rows] of [...unread].sort((left, right) => right[1] - left[1])) {
    parsed.notes.push(`adm_details token "${token}" not read (kept in remarks): ${rows} rows`);
  }
  return parsed;
}
