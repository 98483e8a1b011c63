import { parseFee } from '../cleaning/amounts';
import { normaliseCourse, type NormalisedCourse } from '../cleaning/courses';
import { decodeKeaCategory, keaCategoryLabel } from '../cleaning/kea-categories';
import { tidySpaces } from '../cleaning/text';
import { COUNSELLINGS } from '../counsellings';
import { BadFileError } from '../import-kind-names';
import {
  NO_FEE_DETAILS,
  NO_PAGES,
  emptyParsedFile,
  sourceCodeOf,
  type ImportOptions,
  type InstituteMention,
  type ParsedFile,
  type SourceFile,
} from '../parsed-records';
import { roundFromText, roundOfList, scopeFromFileName } from '../rounds';
import { mentionFromKeaText } from './karnataka-allotments';
import {
  positiveInteger,
  readCsvTable,
  requireColumns,
  text,
  type Cell,
  type Table,
} from './table';

/**
 * KEA (Karnataka) NEET UG seat matrix and fee lists, for counselling `karnataka-neet-ug`. Their
 * rows name a KEA college code (`M001` medical, `D001` dental) and the college as KEA writes it.
 * The code is an alias of the institute (`karnataka:M001`), found before any name
 * (docs/decisions/0038-closing-rank-lists.md): a fee list's college is matched by its text, as
 * the KEA allotment lists' colleges are, and gives the institute its code; the seat matrix
 * abbreviates names (`BMC, Bangalore`), so its colleges are found by code only.
 */
const counselling = COUNSELLINGS.karnatakaNeetUg;

/**
 * A college a KEA list names by code and name; `codeOnly` when the name cannot identify it (an
 * abbreviation, or no name at all).
 */
export function keaCollegeMention(code: string, name: string, codeOnly = false): InstituteMention {
  const sourceCode = sourceCodeOf('karnataka', code.toUpperCase());
  const letter = code.charAt(0).toUpperCase();
  const dental = letter === 'D' ? true : letter === 'M' ? false : undefined;
  const mention = name === '' ? mentionFromKeaText(code) : mentionFromKeaText(name);
  return {
    ...mention,
    ...(name === '' ? { sourceText: sourceCode, name: '' } : {}),
    sourceCode,
    codeOnly,
    ...(dental === undefined ? {} : { dental }),
  };
}

/** Notes the KEA seat codes a list gave that follow none of KEA's forms (kept as written). */
export function noteUndecoded(parsed: ParsedFile, undecoded: ReadonlyMap<string, number>): void {
  if (undecoded.size === 0) return;
  parsed.notes.push(
    `KEA categories not decoded (kept as written): ${[...undecoded]
      .map(([category, count]) => `${category} (${count})`)
      .join(', ')}`,
  );
}

/** KEA college codes start with the discipline: `M` medical (MBBS), `D` dental (BDS). */
function courseOfCode(code: string, discipline = ''): NormalisedCourse | null {
  const letter = discipline.toUpperCase().startsWith('DENTAL') ? 'D' : code.charAt(0).toUpperCase();
  if (letter === 'M') return normaliseCourse('MBBS', 'UG');
  if (letter === 'D') return normaliseCourse('BDS', 'UG');
  return null;
}

function yearOf(file: SourceFile, value: string): number {
  const year = Number.parseInt(value, 10);
  if (!Number.isInteger(year) || year < 2000 || year > 2100) {
    throw new BadFileError(file.path, `year "${value}" is not a year`);
  }
  return year;
}

/** The one year a KEA list's `year` column holds; a list of several years is refused. */
function singleYear(file: SourceFile, table: Table, what: string) {
  const years = new Set(table.rows.map(({ values }) => text(values.year)));
  if (years.size !== 1) {
    const found = [...years].sort().join(', ') || 'none';
    throw new BadFileError(file.path, `${what} holds one year (found: ${found})`);
  }
  return yearOf(file, [...years][0] ?? '');
}

/** The year of a list without a `year` column: the operator's `--year`, else the file name's. */
function yearOfUndatedList(file: SourceFile, options: ImportOptions, what: string): number {
  const year = options.year ?? scopeFromFileName(file.name).year;
  if (year === null) {
    throw new BadFileError(
      file.path,
      `${what} without a year column needs its year in the file name (like kea_2023_fees.csv); give --year`,
    );
  }
  return year;
}

/**
 * A KEA UG list of one year read and checked: its columns present, one year in it, and the
 * empty parse of that year's list of `kind` (`what` names the list in a refusal).
 */
export function openKeaList(
  file: SourceFile,
  kind: 'karnataka-seat-matrix' | 'karnataka-fees' | 'karnataka-closing-ranks',
  what: string,
  columns: (table: Table) => readonly string[],
  options: ImportOptions = {},
): { table: Table; year: number; parsed: ParsedFile } {
  const table = readCsvTable(file);
  requireColumns(file, table, columns(table));
  if (table.rows.length === 0) throw new BadFileError(file.path, 'the list holds no rows');
  const year = table.columns.includes('year')
    ? singleYear(file, table, what)
    : yearOfUndatedList(file, options, what);
  const parsed = emptyParsedFile(kind, file, `${kind}/${counselling.id}/${year}/${file.name}`, {
    counselling,
    year,
    rowsRead: table.rows.length,
  });
  return { table, year, parsed };
}

/**
 * The KEA seat matrix: `year, round, college_code, college_name, seat_type, category, seats`, one
 * row per college, seat type and KEA category. `TOTAL` rows sum the rows above them and are
 * left out (a note says how many). Categories are decoded like the allotments' (quota and
 * category from kea-categories.ts), so seats and allotments of one seat meet.
 */
export function parseKarnatakaSeatMatrix(file: SourceFile): ParsedFile {
  const { table, year, parsed } = openKeaList(
    file,
    'karnataka-seat-matrix',
    'a seat matrix',
    () => ['year', 'round', 'college_code', 'college_name', 'seat_type', 'category', 'seats'],
  );
  let totals = 0;
  const undecoded = new Map<string, number>();
  for (const { row, values } of table.rows) {
    const code = tidySpaces(text(values.college_code));
    const name = tidySpaces(text(values.college_name));
    const categoryText = tidySpaces(text(values.category)).toUpperCase();
    if (categoryText === 'TOTAL') {
      totals += 1;
      continue;
    }
    const round = roundFromText(text(values.round));
    const course = courseOfCode(code);
    const seatsText = text(values.seats);
    const seats = seatsText === '0' ? 0 : positiveInteger(values.seats);
    const problem =
      name === ''
        ? 'college_name is empty'
        : course === null
          ? `college code "${code}" is neither medical (M) nor dental (D)`
          : round === null
            ? `round "${text(values.round)}" is not a round`
            : categoryText === ''
              ? 'category is empty'
              : seats === null
                ? `seats "${seatsText}" is not a whole number`
                : null;
    if (problem !== null || course === null || round === null || seats === null) {
      parsed.rejections.push({ row, reason: problem ?? 'unreadable row' });
      continue;
    }
    const seat = decodeKeaCategory(categoryText);
    if (!seat) undecoded.set(categoryText, (undecoded.get(categoryText) ?? 0) + 1);
    parsed.seatMatrix.push({
      sourceRow: row,
      year,
      // KEA's seat matrix is the seats offered in a round: stored beside KEA's allotment lists.
      round: roundOfList(round, 'allotted'),
      institute: keaCollegeMention(code, name, true),
      courseText: course.name,
      course,
      quota: seat?.quota ?? 'State',
      category: seat ? keaCategoryLabel(seat) : categoryText,
      seats,
    });
  }
  // TOTAL rows are no seats: the file's rows read are its seat rows, the note names the rest.
  parsed.rowsRead -= totals;
  if (totals > 0) parsed.notes.push(`${totals} TOTAL rows (sums of the rows above) not read`);
  noteUndecoded(parsed, undecoded);
  return parsed;
}

/** KEA's seat types (fee and closing-rank lists), as the allotments' quotas name them (kea-categories.ts). */
export const KEA_SEAT_TYPE_QUOTAS: Readonly<Record<string, string>> = {
  GOVT: 'Government',
  PRIV: 'Private',
  PRIVATE: 'Private',
  NRI: 'NRI',
  OTHERS: 'Others',
};

/**
 * KEA fee lists, one fee a year per college and seat type: `year, college_code, college_name,
 * discipline, course, seat_type, fee_per_annum` (2020, 2021), `year, round, college_code,
 * college_name, quota, fee` (2022) or `college_code, course, fee` with the seat type in the
 * course (`MBBS-GOVT.`, `MBBS-PRIV.`) and the year in the file name (2023). A private college's
 * government seats are KEA's "Private (government quota)" seats. A list that names no college
 * (2023) places its colleges by KEA code only, as the seat matrix does: the import is refused
 * whole when a code names no institute yet (docs/decisions/0038-closing-rank-lists.md).
 */
export function parseKarnatakaFees(file: SourceFile, options: ImportOptions = {}): ParsedFile {
  const layoutOf = (table: Table) => ({
    named: table.columns.includes('college_name'),
    // The seat type has a column of its own, or follows the course: `MBBS-GOVT.`.
    quota: table.columns.includes('seat_type')
      ? 'seat_type'
      : table.columns.includes('quota')
        ? 'quota'
        : 'course',
    fee: table.columns.includes('fee_per_annum') ? 'fee_per_annum' : 'fee',
  });
  const { table, year, parsed } = openKeaList(
    file,
    'karnataka-fees',
    'a fee list',
    (read) => {
      const layout = layoutOf(read);
      return ['college_code', layout.quota, layout.fee];
    },
    options,
  );
  const layout = layoutOf(table);
  const seatTypeOf = (value: Cell | undefined) => {
    const written = tidySpaces(text(value)).toUpperCase();
    return (
      layout.quota === 'course' ? written.slice(written.lastIndexOf('-') + 1) : written
    ).replace(/\.$/, '');
  };
  const privateColleges = new Set(
    table.rows
      .filter(({ values }) => KEA_SEAT_TYPE_QUOTAS[seatTypeOf(values[layout.quota])] === 'Private')
      .map(({ values }) => text(values.college_code)),
  );
  let recovered = 0;
  for (const { row, values } of table.rows) {
    const code = tidySpaces(text(values.college_code));
    const written = text(values[layout.fee]);
    const spilled = layout.named
      ? spilledFee(tidySpaces(text(values.college_name)), written)
      : null;
    if (spilled?.fee) recovered += 1;
    const name = spilled?.name ?? tidySpaces(text(values.college_name));
    const seatType = seatTypeOf(values[layout.quota]);
    const course = courseOfCode(code, text(values.discipline));
    const fee = parseFee(spilled?.fee ?? written);
    const quota = KEA_SEAT_TYPE_QUOTAS[seatType];
    const problem =
      layout.named && name === ''
        ? 'college_name is empty'
        : course === null
          ? `college code "${code}" is neither medical (M) nor dental (D)`
          : quota === undefined
            ? `seat type "${seatType}" is not GOVT, PRIV, NRI or OTHERS`
            : fee.value === null
              ? `fee "${written}" is not an amount`
              : null;
    if (problem !== null || course === null || quota === undefined) {
      parsed.rejections.push({ row, reason: problem ?? 'unreadable row' });
      continue;
    }
    parsed.fees.push({
      sourceRow: row,
      counsellingId: counselling.id,
      // A list without names places its colleges by code only.
      institute: keaCollegeMention(code, name, !layout.named),
      course,
      quota:
        quota === 'Government' && privateColleges.has(code) ? 'Private (government quota)' : quota,
      category: null,
      feeYears: [fee.value],
      feeText: `${year} fee per year${fee.note ? ` (${fee.note})` : ''}`,
      ...NO_FEE_DETAILS,
      ...NO_PAGES,
    });
  }
  if (recovered > 0) {
    parsed.notes.push(`${recovered} fees recovered from digits run into the college's town`);
  }
  return parsed;
}

/**
 * The 2022 list's PDF extraction ran some fees' leading digits into the college's town
 * (`Bang1a4lo1r1e` with fee `96`: 141196). The town is read without them; the fee is read back
 * when the written one is no amount and the digits make a five- to seven-digit fee, otherwise
 * (digits lost or spread over the name) the caller rejects the row.
 */
function spilledFee(name: string, feeText: string): { name: string; fee: string | null } | null {
  const comma = name.lastIndexOf(',');
  const town = name.slice(comma + 1);
  if (comma < 0 || /\d/.test(name.slice(0, comma)) || !/[A-Za-z]\d|\d[A-Za-z]/.test(town)) {
    return null;
  }
  const fee = `${town.replace(/\D/g, '')}${feeText.trim()}`;
  const recovered = parseFee(feeText).value === null && /^\d{5,7}$/.test(fee);
  return {
    name: `${name.slice(0, comma)},${town.replace(/\d/g, '')}`,
    fee: recovered ? fee : null,
  };
}
