import { normaliseCourse, type AyushDegree, type NormalisedCourse } from '../cleaning/courses';
import { decodeKeaCategory, keaCategoryLabel, recoverKeaCode } from '../cleaning/kea-categories';
import { tidySpaces } from '../cleaning/text';
import { COUNSELLINGS } from '../counsellings';
import { BadFileError } from '../import-kind-names';
import {
  NO_FEE_DETAILS,
  NO_PAGES,
  allotmentRecord,
  emptyParsedFile,
  problemsOf,
  type AllotmentRecord,
  type CounsellingInfo,
  type FeeRecord,
  type ImportOptions,
  type InstituteMention,
  type ParsedFile,
  type Rejection,
  type SourceFile,
} from '../parsed-records';
import { FINAL_LIST_ROUND, roundFromText, roundOfList, scopeFromFileName } from '../rounds';
import { positiveInteger, readCsvTable, text, type Cell, type Table } from './table';
import { readRoundList } from './round-lists';
import { mentionFromNameAndTown } from './mention';
import { parseFee } from '../cleaning/amounts';
import { NOT_STATED } from './mcc-ug-allotments';

/** One KEA allotment, whatever layout it came from, before it is given its counselling. */
interface KeaRow {
  row: number;
  year: number;
  /** The stored round (docs/decisions/0029-round-lists.md). */
  round: number;
  aiRank: number;
  instituteText: string;
  institute: InstituteMention;
  courseText: string;
  /** Null when the source lost it (the RTI list's spilled category column). */
  categoryText: string | null;
  fee: number | null;
}

const DENTAL = /\bMDS\b|DENT|ORTHODONT|PROSTHODONT|PERIODONT|ENDODONT|PEDODONT|\bORAL\b/i;

/** Which KEA counselling a course belongs to: UG (MBBS/BDS), MDS (dental PG) or PG. */
function keaCounsellingOf(course: NormalisedCourse, courseText: string): CounsellingInfo {
  if (course.level === 'UG') return COUNSELLINGS.karnatakaNeetUg;
  return DENTAL.test(courseText) ? COUNSELLINGS.karnatakaNeetMds : COUNSELLINGS.karnatakaNeetPg;
}

/**
 * A KEA institute: `NAME, CITY` (Parquet), `Name,address...,City` (KEA UG lists) or a name and a
 * district, in Karnataka (the reading is `mentionFromNameAndTown`'s).
 */
export function mentionFromKeaText(raw: string, district: string | null = null): InstituteMention {
  return {
    ...mentionFromNameAndTown(raw, 'Karnataka', district),
    sourceText: `kea|${tidySpaces(raw)}|${district ?? ''}`,
  };
}

const headerKey = (column: string) => column.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Reads a column by its letters, so `Name of the College Allotted.` and `NAME OF THE COLLEGE ALLOTTED` agree. */
function columnReader(table: Table) {
  const byKey = new Map(table.columns.map((column) => [headerKey(column), column]));
  return {
    has: (...keys: string[]) => keys.every((key) => byKey.has(key)),
    get: (values: Record<string, Cell>, key: string) => {
      const column = byKey.get(key);
      return column === undefined ? '' : text(values[column]);
    },
  };
}

type Layout = 'kea-csv' | 'ug-csv';

interface KeaRead {
  rowsRead: number;
  rows: KeaRow[];
  rejections: Rejection[];
  notes: string[];
}

/** An RTI-list college name with a code run into its last word taken out (`ReseMarEch`). */
function rtiCollegeName(raw: string): string {
  const words = tidySpaces(raw).split(' ');
  const last = words.at(-1) ?? '';
  const spilled = /[a-z][A-Z0-9]/.test(last) ? recoverKeaCode(last) : null;
  return spilled?.word ? [...words.slice(0, -1), spilled.word].join(' ') : words.join(' ');
}

/**
 * AYUSH colleges (homoeopathy, ayurveda, unani, siddha, naturopathy) and the bachelor's degree
 * each teaches: they hold no MBBS or BDS seat. Word starts, so that `Sri Siddhartha Medical
 * College` or a `Mayur` is no AYUSH college, and word beginnings, so that a name with a code run
 * into it (`AyurOvTeHdic`, `Ayuvrvedic`) still is one.
 */
const AYUSH_COURSES: readonly (readonly [RegExp, AyushDegree])[] = [
  [/\bhomo?eopath/i, 'BHMS'],
  [/\bayu/i, 'BAMS'],
  [/\bunani\b/i, 'BUMS'],
  [/\bsiddha\b/i, 'BSMS'],
  [/\bnaturopath/i, 'BNYS'],
];
const isAyushCollege = (name: string) => AYUSH_COURSES.some(([pattern]) => pattern.test(name));

/**
 * The course of an RTI-list college's seats, read from its names as the list spells them (the
 * list names no course): an AYUSH college's degree, BDS for a dental college, else MBBS. A
 * category code run into a word (`ATHyurveda`, `DeGnMtaPl`) is also read without the capitals
 * inside the word.
 */
function rtiCourseOf(spellings: readonly string[]): string {
  const readings = spellings.flatMap((name) => [name, name.replace(/\B[A-Z0-9]/g, '')]);
  const ayush = AYUSH_COURSES.find(([pattern]) => readings.some((name) => pattern.test(name)));
  if (ayush) return ayush[1];
  return readings.some((name) => /dental/i.test(name)) ? 'BDS' : 'MBBS';
}

/**
 * The 2022 RTI list (`college_code, college_name, category, neet_marks, neet_rank, fee`): every
 * seat held when the counselling ended, no round or course stated. Its PDF extraction ran
 * college-name words into the category (and codes into the name): codes are recovered where a
 * name word explains them, otherwise the seat's category is "Not stated" and counted.
 */
function readRtiList(file: SourceFile, table: Table, options: ImportOptions): KeaRead {
  const columns = columnReader(table);
  const year = options.year ?? scopeFromFileName(file.name).year;
  if (year === null) {
    throw new BadFileError(file.path, 'the RTI list does not state its year; give --year');
  }
  const round = options.round ?? FINAL_LIST_ROUND;
  // One name per college code: the one most rows give (others carry spilled codes).
  const names = new Map<string, Map<string, number>>();
  for (const { values } of table.rows) {
    const code = columns.get(values, 'collegecode');
    const name = rtiCollegeName(columns.get(values, 'collegename'));
    const counts = names.get(code) ?? new Map<string, number>();
    counts.set(name, (counts.get(name) ?? 0) + 1);
    names.set(code, counts);
  }
  const nameOf = (code: string) =>
    [...(names.get(code) ?? new Map<string, number>())].sort(
      (left, right) => right[1] - left[1],
    )[0]?.[0] ?? '';
  const courseOf = new Map(
    [...names].map(([code, spellings]) => [code, rtiCourseOf([...spellings.keys()])]),
  );
  const rows: KeaRow[] = [];
  const rejections: Rejection[] = [];
  let recovered = 0;
  let lost = 0;
  for (const { row, values } of table.rows) {
    const code = columns.get(values, 'collegecode');
    const rankText = columns.get(values, 'neetrank');
    const rank = positiveInteger(rankText);
    const name = nameOf(code);
    const problems = problemsOf(
      rank === null ? `neet_rank "${rankText}" is not a positive whole number` : null,
      code === '' || name === '' ? 'the college is empty' : null,
    );
    if (problems.length > 0 || rank === null) {
      rejections.push({ row, reason: problems.join('; ') });
      continue;
    }
    const categoryText = columns.get(values, 'category');
    const lastNameWord = tidySpaces(columns.get(values, 'collegename')).split(' ').at(-1) ?? '';
    const seatCode = recoverKeaCode(categoryText) ?? recoverKeaCode(lastNameWord);
    if (seatCode?.word) recovered += 1;
    if (!seatCode) lost += 1;
    const institute = mentionFromKeaText(name);
    const courseText = courseOf.get(code) ?? 'MBBS';
    const feeText = columns.get(values, 'fee');
    rows.push({
      row,
      year,
      round,
      aiRank: rank,
      instituteText: name,
      institute: { ...institute, sourceText: `kea-rti|${code}|${name}` },
      courseText,
      categoryText: seatCode?.code ?? null,
      fee: feeText === '' ? null : parseFee(feeText).value,
    });
  }
  const notes = [
    `no round or course stated: held seats after the last round, the course read from the college name`,
  ];
  if (recovered > 0)
    notes.push(`${recovered} categories recovered from college-name text run into them`);
  if (lost > 0) notes.push(`${lost} rows' categories lost in the source (stored as "Not stated")`);
  return { rowsRead: table.rows.length, rows, rejections, notes };
}

/** Reads a CSV file in KEA's own layout or the third-party UG layout into KEA rows. */
function readKeaCsv(file: SourceFile, options: ImportOptions): KeaRead {
  const table = readCsvTable(file);
  const columns = columnReader(table);
  let layout: Layout;
  if (columns.has('collegecode', 'collegename', 'category', 'neetrank')) {
    return readRtiList(file, table, options);
  } else if (
    columns.has('allindiarank', 'nameofthecollegeallotted', 'coursename', 'allottedcategory')
  ) {
    layout = 'kea-csv';
  } else if (columns.has('year', 'round', 'air', 'collegeraw', 'course', 'seatcategory')) {
    layout = 'ug-csv';
  } else {
    throw new BadFileError(
      file.path,
      `wrong columns for a KEA allotment list: expected "All India Rank, Name of the College Allotted., Course Name, Allotted Category, Exam year, Round", "year, round, air, college_raw, course, seat_category" or "college_code, college_name, category, neet_rank" (found ${table.columns.join(', ') || 'none'})`,
    );
  }
  const fromName = scopeFromFileName(file.name);
  const rows: KeaRow[] = [];
  const rejections: Rejection[] = [];
  for (const { row, values } of table.rows) {
    const get = (key: string) => columns.get(values, key);
    const rankText = layout === 'kea-csv' ? get('allindiarank') : get('air');
    const yearText = layout === 'kea-csv' ? get('examyear') : get('year');
    const roundText = get('round');
    const instituteText =
      layout === 'kea-csv' ? get('nameofthecollegeallotted') : get('collegeraw');
    const courseText = tidySpaces(layout === 'kea-csv' ? get('coursename') : get('course'));
    const categoryText = tidySpaces(
      layout === 'kea-csv' ? get('allottedcategory') : get('seatcategory'),
    );
    const feeText = layout === 'kea-csv' ? get('coursefees') : get('fee');
    const rank = positiveInteger(rankText);
    const year =
      options.year ?? (/^\d{4}$/.test(yearText.trim()) ? Number(yearText.trim()) : fromName.year);
    const round = options.round ?? roundFromText(roundText) ?? fromName.round;
    const problems = problemsOf(
      rank === null ? `All India Rank "${rankText}" is not a positive whole number` : null,
      isAyushCollege(instituteText) && /^(MBBS|BDS)\b/i.test(courseText)
        ? `an AYUSH college ("${tidySpaces(instituteText).split(',')[0] ?? ''}") holds no ${courseText} seat: a mis-parsed row`
        : null,
      year === null ? `year "${yearText}" is not a year` : null,
      round === null ? `round "${roundText}" names no round` : null,
      tidySpaces(instituteText) === '' ? 'the college is empty' : null,
      courseText === '' ? 'the course is empty' : null,
      categoryText === '' ? 'the allotted category is empty' : null,
    );
    if (problems.length > 0 || rank === null || year === null || round === null) {
      rejections.push({ row, reason: problems.join('; ') });
      continue;
    }
    const district = layout === 'kea-csv' ? get('district') || null : null;
    rows.push({
      row,
      year,
      round: roundOfList(round, 'allotted'),
      aiRank: rank,
      instituteText: tidySpaces(instituteText),
      institute: mentionFromKeaText(instituteText, district),
      courseText,
      categoryText,
      fee: feeText === '' ? null : parseFee(feeText).value,
    });
  }
  return { rowsRead: table.rows.length, rows, rejections, notes: [] };
}

async function readKeaParquet(file: SourceFile): Promise<KeaRead> {
  const { table, rows, rejections } = await readRoundList(file, 'KEA');
  return {
    rowsRead: table.rows.length,
    // The round-wise reader has already marked the round as a list of allotments made in it.
    rows: rows.map((row) => ({
      row: row.row,
      year: row.year,
      round: row.round,
      aiRank: row.aiRank,
      instituteText: row.instituteText,
      institute: mentionFromKeaText(row.instituteText),
      courseText: row.courseText,
      categoryText: row.categoryText,
      fee: null,
    })),
    rejections,
    notes: [],
  };
}

/**
 * KEA allotments (Parquet round-wise lists, KEA's CSV layout, the third-party UG CSVs) into
 * Karnataka NEET PG, MDS or UG by each row's course: one parsed part per counselling. Every
 * KEA list holds the allotments made in its round. Seat codes are decoded into quota, category
 * and flags; a code KEA's forms do not explain keeps its text and is counted in the notes.
 * Fees in the file become the fee of their seat (institute, course, quota, category).
 */
export async function parseKarnatakaAllotments(
  file: SourceFile,
  options: ImportOptions,
): Promise<ParsedFile[]> {
  const isParquet = file.name.toLowerCase().endsWith('.parquet');
  const read = isParquet ? await readKeaParquet(file) : readKeaCsv(file, options);
  if (read.rows.length === 0 && read.rowsRead > 0 && read.rejections.length === read.rowsRead) {
    throw new BadFileError(
      file.path,
      `no row could be read: ${read.rejections[0]?.reason ?? 'no rows'}`,
    );
  }
  const parts = new Map<string, ParsedFile>();
  const unknownCodes = new Map<string, number>();
  const feeKeys = new Set<string>();
  const partOf = (counselling: CounsellingInfo, rows: KeaRow[]) => {
    let part = parts.get(counselling.id);
    if (!part) {
      const years = [...new Set(rows.map((row) => row.year))].sort();
      part = emptyParsedFile(
        'karnataka-allotments',
        file,
        `${counselling.id}/${years.join('+')}/${file.name}`,
        { counselling, year: years.length === 1 ? (years[0] ?? null) : null },
      );
      parts.set(counselling.id, part);
    }
    return part;
  };
  for (const row of read.rows) {
    const course = normaliseCourse(row.courseText.replace(/-(GOVT|PRIV)\.?$/i, ''), 'PG');
    const counselling = keaCounsellingOf(course, row.courseText);
    const part = partOf(counselling, read.rows);
    part.rowsRead += 1;
    const seat = row.categoryText === null ? null : decodeKeaCategory(row.categoryText);
    if (!seat && row.categoryText !== null) {
      unknownCodes.set(row.categoryText, (unknownCodes.get(row.categoryText) ?? 0) + 1);
    }
    const record = allotmentRecord({
      sourceRow: row.row,
      year: row.year,
      round: row.round,
      aiRank: row.aiRank,
      quota: seat?.quota ?? (row.categoryText === null ? NOT_STATED : 'State'),
      allottedCategory: seat ? keaCategoryLabel(seat) : (row.categoryText ?? NOT_STATED),
      institute: row.institute,
      courseText: row.courseText,
      course,
      remarks: seat || row.categoryText === null ? null : `KEA category ${row.categoryText}`,
    });
    part.allotments.push(record);
    if (row.fee !== null) {
      const key = [
        row.institute.sourceText,
        course.key,
        record.quota,
        record.allottedCategory,
      ].join('|');
      if (!feeKeys.has(key)) {
        feeKeys.add(key);
        part.fees.push(seatFee(row, record, counselling.id));
      }
    }
  }
  const ordered = [...parts.values()];
  const first =
    ordered[0] ?? emptyParsedFile('karnataka-allotments', file, `karnataka/${file.name}`);
  if (ordered.length === 0) ordered.push(first);
  // Rows no counselling could be given are the first part's rejections.
  first.rowsRead += read.rejections.length;
  first.rejections.push(...read.rejections);
  first.notes.push(...read.notes);
  if (unknownCodes.size > 0) {
    first.notes.push(
      `KEA categories not decoded (kept as written): ${[...unknownCodes]
        .sort((left, right) => right[1] - left[1])
        .map(([code, count]) => `${code} (${count})`)
        .join(', ')}`,
    );
  }
  return ordered;
}

function seatFee(row: KeaRow, record: AllotmentRecord, counsellingId: string): FeeRecord {
  return {
    sourceRow: row.row,
    counsellingId,
    institute: row.institute,
    course: record.course,
    quota: record.quota,
    category: record.allottedCategory,
    feeYears: [row.fee],
    feeText: null,
    ...NO_FEE_DETAILS,
    ...NO_PAGES,
  };
}
