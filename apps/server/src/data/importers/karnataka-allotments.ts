import { parseFee } from '../cleaning/amounts';
import { normaliseCourse, type AyushDegree, type NormalisedCourse } from '../cleaning/courses';
import { decodeKeaCategory, keaCategoryLabel, recoverKeaCode } from '../cleaning/kea-categories';
import { tidySpaces } from '../cleaning/text';
import { COUNSELLINGS } from '../counsellings';
import { BadFileError } from '../import-kind-names';
import {
  allotmentRecord,
  emptyParsedFile,
  problemsOf,
  type CounsellingInfo,
  type ImportOptions,
  type InstituteMention,
  type ParsedFile,
  type SourceFile,
} from '../parsed-records';
import { FINAL_LIST_ROUND, scopeFromFileName } from '../rounds';
import {
  addSeatFee,
  mappingForTable,
  parseTableThroughMapping,
  readMappedTable,
  type ColumnMapping,
  type KindRules,
  type MappedField,
} from './mapped-table';
import { mentionFromNameAndTown } from './mention';
import { NOT_STATED } from './mcc-ug-allotments';
import { positiveInteger, text, type Cell, type Table } from './table';

// KEA's allotment lists read the way every state's are: a mapping per layout, the `kea-category`
// grammar it cites, and the rules that are KEA's own (docs/decisions/0097-kea-kinds-on-mappings.md).

/**
 * KEA's round-wise lists (Parquet, every value a string: `allIndiaRank, quota, collegeInstitute,
 * course, category, round, year`, rounds `KEA_R1`..). The quota is not read: the seat code says
 * it. It is the operator's worked example, `docs/examples/kea-neet-pg-2023.map.json`
 * (table-import.test.ts checks the two agree).
 */
export const KEA_ROUND_LIST_MAPPING: ColumnMapping = {
  list: 'allotments',
  columns: {
    aiRank: 'allIndiaRank',
    instituteName: 'collegeInstitute',
    course: 'course',
    category: 'category',
    round: 'round',
    year: 'year',
  },
  values: {},
  grammars: { category: 'kea-category' },
};

/**
 * The NEET UG lists a third party collected from KEA's PDFs (`year, round, air, college_raw,
 * course, seat_category, fee, ...`); `docs/examples/kea-neet-ug.map.json` is the same mapping.
 */
export const KEA_UG_LIST_MAPPING: ColumnMapping = {
  list: 'allotments',
  columns: {
    aiRank: 'air',
    instituteName: 'college_raw',
    course: 'course',
    category: 'seat_category',
    round: 'round',
    year: 'year',
    fee: 'fee',
  },
  values: {},
  grammars: { category: 'kea-category' },
};

/** KEA's own layout (`All India Rank, Name of the College Allotted., Course Name, ...`). */
const KEA_OWN_LAYOUT_MAPPING: ColumnMapping = {
  list: 'allotments',
  columns: {
    aiRank: 'All India Rank',
    instituteName: 'Name of the College Allotted.',
    district: 'District',
    course: 'Course Name',
    category: 'Allotted Category',
    round: 'Round',
    year: 'Exam year',
    fee: 'Course Fees',
  },
  values: {},
  grammars: { category: 'kea-category' },
};

/**
 * Each layout's mapping, and the columns a list of it may leave out: KEA's own lists may lack
 * the district, the fee, and the year and round (which then come from `--year`, `--round` or
 * the file name); the collector's first-round list has no fee.
 */
const KEA_LAYOUTS: readonly { mapping: ColumnMapping; optional: readonly MappedField[] }[] = [
  { mapping: KEA_ROUND_LIST_MAPPING, optional: [] },
  { mapping: KEA_OWN_LAYOUT_MAPPING, optional: ['district', 'fee', 'round', 'year'] },
  { mapping: KEA_UG_LIST_MAPPING, optional: ['fee'] },
];

const DENTAL = /\bMDS\b|DENT|ORTHODONT|PROSTHODONT|PERIODONT|ENDODONT|PEDODONT|\bORAL\b/i;

/** Which KEA counselling a course belongs to: UG (MBBS/BDS), MDS (dental PG) or PG. */
function keaCounsellingOf(course: NormalisedCourse, courseText: string): CounsellingInfo {
  if (course.level === 'UG') return COUNSELLINGS.karnatakaNeetUg;
  return DENTAL.test(courseText) ? COUNSELLINGS.karnatakaNeetMds : COUNSELLINGS.karnatakaNeetPg;
}

/**
 * A KEA institute: `NAME, CITY` (Parquet), `Name,address...,City` (KEA UG lists) or a name and a
 * district, in Karnataka (the reading is `mentionFromNameAndTown`'s). Its source text is KEA's
 * own (`kea|NAME|DISTRICT`), kept in the bundle's institute aliases.
 */
export function mentionFromKeaText(raw: string, district: string | null = null): InstituteMention {
  return {
    ...mentionFromNameAndTown(raw, 'Karnataka', district),
    sourceText: `kea|${tidySpaces(raw)}|${district ?? ''}`,
  };
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

/** What KEA's lists need beyond their mapping. */
const KEA_RULES: KindRules = {
  institute: (name, district) => mentionFromKeaText(name, district || null),
  // A course may carry its seat type (`MBBS-GOVT.`), which the seat code already says.
  courseName: (courseText) => courseText.replace(/-(GOVT|PRIV)\.?$/i, ''),
  // A row of an AYUSH college offering MBBS or BDS is a row the PDF extraction ran together.
  refusal: ({ institute, course }) =>
    isAyushCollege(institute) && /^(MBBS|BDS)\b/i.test(course)
      ? `an AYUSH college ("${institute.split(',')[0] ?? ''}") holds no ${course} seat: a mis-parsed row`
      : null,
};

/**
 * The mapping a KEA list is read by, chosen by its columns. The operator's `--year` and
 * `--round` stand for what the list's cells say, so those columns are then not read.
 */
function keaMappingFor(file: SourceFile, table: Table, options: ImportOptions): ColumnMapping {
  const mapping = KEA_LAYOUTS.map((layout) =>
    mappingForTable(table, layout.mapping, layout.optional),
  ).find((fitting) => fitting !== null);
  if (!mapping) {
    throw new BadFileError(
      file.path,
      `wrong columns for a KEA allotment list: expected "All India Rank, Name of the College Allotted., Course Name, Allotted Category, Exam year, Round", "year, round, air, college_raw, course, seat_category", "allIndiaRank, collegeInstitute, course, category, round, year" or "college_code, college_name, category, neet_rank" (found ${table.columns.join(', ') || 'none'})`,
    );
  }
  const overridden = (field: string) =>
    (field === 'year' && options.year !== undefined) ||
    (field === 'round' && options.round !== undefined);
  const columns = Object.entries(mapping.columns).filter(([field]) => !overridden(field));
  return { ...mapping, columns: Object.fromEntries(columns) };
}

/** An RTI-list college name with a code run into its last word taken out (`ReseMarEch`). */
function rtiCollegeName(raw: string): string {
  const words = tidySpaces(raw).split(' ');
  const last = words.at(-1) ?? '';
  const spilled = /[a-z][A-Z0-9]/.test(last) ? recoverKeaCode(last) : null;
  return spilled?.word ? [...words.slice(0, -1), spilled.word].join(' ') : words.join(' ');
}

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

const isRtiList = (table: Table) =>
  ['college_code', 'college_name', 'category', 'neet_rank'].every((column) =>
    table.columns.includes(column),
  );

/**
 * The 2022 RTI list (`college_code, college_name, category, neet_marks, neet_rank, fee`): every
 * seat held when the counselling ended, no round or course stated. Its PDF extraction ran
 * college-name words into the category (and codes into the name): codes are recovered where a
 * name word explains them, otherwise the seat's category is "Not stated" and counted. No
 * mapping reads it: one name per code, the course from the names and the spilled codes are
 * rules of this one list.
 */
function readRtiList(file: SourceFile, table: Table, options: ImportOptions): ParsedFile {
  const cell = (values: Record<string, Cell>, column: string) => text(values[column]);
  const year = options.year ?? scopeFromFileName(file.name).year;
  if (year === null) {
    throw new BadFileError(file.path, 'the RTI list does not state its year; give --year');
  }
  const round = options.round ?? FINAL_LIST_ROUND;
  // One name per college code: the one most rows give (others carry spilled codes).
  const names = new Map<string, Map<string, number>>();
  for (const { values } of table.rows) {
    const code = cell(values, 'college_code');
    const name = rtiCollegeName(cell(values, 'college_name'));
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
  const counselling = COUNSELLINGS.karnatakaNeetUg;
  const parsed = emptyParsedFile('karnataka-allotments', file, '', {
    counselling,
    rowsRead: table.rows.length,
  });
  const feeKeys = new Set<string>();
  let recovered = 0;
  let lost = 0;
  for (const { row, values } of table.rows) {
    const code = cell(values, 'college_code');
    const rankText = cell(values, 'neet_rank');
    const rank = positiveInteger(rankText);
    const name = nameOf(code);
    const problems = problemsOf(
      rank === null ? `neet_rank "${rankText}" is not a positive whole number` : null,
      code === '' || name === '' ? 'the college is empty' : null,
    );
    if (problems.length > 0 || rank === null) {
      parsed.rejections.push({ row, reason: problems.join('; ') });
      continue;
    }
    const lastNameWord = tidySpaces(cell(values, 'college_name')).split(' ').at(-1) ?? '';
    const seatCode = recoverKeaCode(cell(values, 'category')) ?? recoverKeaCode(lastNameWord);
    if (seatCode?.word) recovered += 1;
    if (!seatCode) lost += 1;
    const seat = seatCode ? decodeKeaCategory(seatCode.code) : null;
    const institute = { ...mentionFromKeaText(name), sourceText: `kea-rti|${code}|${name}` };
    const courseText = courseOf.get(code) ?? 'MBBS';
    const record = allotmentRecord({
      sourceRow: row,
      year,
      round,
      aiRank: rank,
      quota: seat?.quota ?? NOT_STATED,
      allottedCategory: seat ? keaCategoryLabel(seat) : NOT_STATED,
      institute,
      courseText,
      course: normaliseCourse(courseText, 'PG'),
    });
    parsed.allotments.push(record);
    const feeText = cell(values, 'fee');
    const fee = feeText === '' ? null : parseFee(feeText).value;
    const { quota, allottedCategory: category, course } = record;
    const source = { sourceRow: row, counsellingId: counselling.id };
    addSeatFee(parsed, feeKeys, source, { institute, course, quota, category }, fee);
  }
  parsed.notes.push(
    `no round or course stated: held seats after the last round, the course read from the college name`,
  );
  if (recovered > 0)
    parsed.notes.push(`${recovered} categories recovered from college-name text run into them`);
  if (lost > 0)
    parsed.notes.push(`${lost} rows' categories lost in the source (stored as "Not stated")`);
  return parsed;
}

/**
 * One list's records parted into Karnataka NEET PG, MDS and UG by each row's course: one parsed
 * part per counselling, in the order the list first names them, each scoped by its counselling,
 * the list's years and the file. The list's rejections and notes are its first part's.
 */
function partByCounselling(file: SourceFile, read: ParsedFile): ParsedFile[] {
  const years = [...new Set(read.allotments.map((record) => record.year))].sort();
  const parts = new Map<string, ParsedFile>();
  const partOfRow = new Map<number, ParsedFile>();
  for (const record of read.allotments) {
    const counselling = keaCounsellingOf(record.course, record.courseText);
    let part = parts.get(counselling.id);
    if (!part) {
      part = emptyParsedFile(
        'karnataka-allotments',
        file,
        `${counselling.id}/${years.join('+')}/${file.name}`,
        { counselling, year: years.length === 1 ? (years[0] ?? null) : null },
      );
      parts.set(counselling.id, part);
    }
    part.rowsRead += 1;
    part.allotments.push(record);
    partOfRow.set(record.sourceRow, part);
  }
  for (const fee of read.fees) {
    const part = partOfRow.get(fee.sourceRow);
    part?.fees.push({ ...fee, counsellingId: part.counselling?.id ?? null });
  }
  const ordered = [...parts.values()];
  const first =
    ordered[0] ?? emptyParsedFile('karnataka-allotments', file, `karnataka/${file.name}`);
  if (ordered.length === 0) ordered.push(first);
  first.rowsRead += read.rejections.length;
  first.rejections.push(...read.rejections);
  first.notes.push(...read.notes);
  return ordered;
}

/**
 * KEA allotments (Parquet round-wise lists, KEA's CSV layout, the third-party UG CSVs, each
 * through its mapping; the 2022 RTI list by its own reader) into Karnataka NEET PG, MDS or UG by
 * each row's course: one parsed part per counselling. Every KEA list but the RTI list holds the
 * allotments made in its round. Seat codes are read by the `kea-category` grammar into quota
 * and category; a code KEA's forms do not explain keeps its text and is counted in the notes.
 * Fees in the file become the fee of their seat (institute, course, quota, category).
 */
export async function parseKarnatakaAllotments(
  file: SourceFile,
  options: ImportOptions,
): Promise<ParsedFile[]> {
  const table = await readMappedTable(file);
  const read = isRtiList(table)
    ? readRtiList(file, table, options)
    : parseTableThroughMapping('karnataka-allotments', file, table, options, {
        mapping: keaMappingFor(file, table, options),
        // Course names are normalised as PG's before the course says whose the row is.
        counselling: COUNSELLINGS.karnatakaNeetPg,
        publishedRanks: ['ai'],
        rules: KEA_RULES,
      });
  if (
    read.allotments.length === 0 &&
    read.rowsRead > 0 &&
    read.rejections.length === read.rowsRead
  ) {
    throw new BadFileError(
      file.path,
      `no row could be read: ${read.rejections[0]?.reason ?? 'no rows'}`,
    );
  }
  return partByCounselling(file, read);
}
