import { normaliseCourse } from '../cleaning/courses';
import { decodeAdmDetails, parseCodedLabel } from '../cleaning/telangana';
import { titleCaseIfShouting } from '../cleaning/text';
import { COUNSELLINGS } from '../counsellings';
import { emptyParsedFile, type ImportOptions, type ParsedFile, type SourceFile } from '../records';
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
  );
  parsed.counselling = counselling;
  parsed.year = year;
  parsed.round = round;
  parsed.rowsRead = table.rows.length;
  for (const { row, values } of table.rows) {
    const rank = positiveInteger(values.rank);
    const college = parseCodedLabel(text(values.college));
    const course = parseCodedLabel(text(values.course));
    const seat = decodeAdmDetails(text(values.adm_details));
    const problems = [
      rank === null ? `rank "${text(values.rank)}" is not a positive whole number` : null,
      college === null ? `college "${text(values.college)}" is not "CODE(nnn) - NAME"` : null,
      course === null ? `course "${text(values.course)}" is not "CODE (nnn) - NAME"` : null,
      seat === null ? `adm_details "${text(values.adm_details)}" cannot be decoded` : null,
    ].filter((problem): problem is string => problem !== null);
    if (problems.length > 0 || rank === null || !college || !course || !seat) {
      parsed.rejections.push({ row, reason: problems.join('; ') });
      continue;
    }
    const isManagement = seat.quota.startsWith('Management');
    const quota = isManagement
      ? seat.quota
      : `${seat.service === 'In-Service' ? 'In-Service' : 'Competent Authority'} (${seat.region ?? 'Local'})`;
    const minority = seat.flags.includes('MSM');
    const baseCategory = isManagement ? (minority ? 'Minority' : 'Open') : seat.category;
    const category = [
      baseCategory,
      seat.gender === 'Female' ? 'Female' : null,
      seat.flags.includes('PHO') ? 'PwD' : null,
    ]
      .filter((part) => part !== null)
      .join(' ');
    const flags = seat.flags.length > 0 ? ` (${seat.flags.join(', ')})` : '';
    parsed.allotments.push({
      sourceRow: row,
      year,
      round,
      aiRank: null,
      counsellingRank: rank,
      quota,
      allottedCategory: category,
      candidateCategory: null,
      institute: {
        sourceText: `telangana:${college.code}`,
        name: titleCaseIfShouting(college.label),
        address: null,
        state: 'Telangana',
        pin: null,
        mccCode: null,
      },
      courseText: text(values.course),
      course: normaliseCourse(course.label, 'PG'),
      remarks: `Allotted in Phase ${seat.phase}${flags}`,
    });
  }
  return parsed;
}
