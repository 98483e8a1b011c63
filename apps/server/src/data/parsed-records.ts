import type { NormalisedCourse } from './cleaning/courses';
import type { ImportKind } from './import-kind-names';
import type { MappedImport } from './importers/mapped-table';
import type { RoundStyle } from './rounds';

/** A counselling a file belongs to; created on first import. */
export interface CounsellingInfo {
  id: string;
  name: string;
  level: 'PG' | 'UG' | 'SS';
  type: 'All India' | 'State' | 'AFMS' | 'Government Quota' | 'Deemed' | 'other';
  state: string | null;
  description: string;
  website: string | null;
  roundStyle: RoundStyle;
}

/** The `counselling` table row of a counselling, imported or generated (`isDemo`). */
export function counsellingRow(
  info: Omit<CounsellingInfo, 'website' | 'roundStyle'> & { website?: string | null },
  isDemo: boolean,
) {
  return {
    id: info.id,
    name: info.name,
    level: info.level,
    type: info.type,
    state: info.state,
    description: info.description,
    website: info.website ?? null,
    isDemo,
  };
}

/** An institute as one source row names it, before matching. */
export interface InstituteMention {
  /** The text as the source wrote it; its normalised form becomes an alias. */
  sourceText: string;
  name: string;
  address: string | null;
  state: string | null;
  pin: string | null;
  mccCode: string | null;
  /**
   * The code a counselling gives the institute, qualified by its scheme
   * (`telangana:SHDN(060)`, `karnataka:M001`, see sourceCodeOf), or null. The alias table keeps
   * it: Telangana's mentions have it as their source text; a KEA list's mention has the college
   * name as source text and the code is kept as an alias of its own
   * (docs/decisions/0039-one-row-per-institute.md, docs/decisions/0038-closing-rank-lists.md).
   */
  sourceCode: string | null;
  /**
   * The name cannot find or create an institute, only the source code can (KEA's seat matrix
   * abbreviates names, derived lists give none; docs/decisions/0038-closing-rank-lists.md).
   */
  codeOnly?: boolean;
  /**
   * A dental (true) or medical (false) college, as KEA's code letter says: a name match never
   * crosses from one to the other, however alike the names (`Subbaiah Institute of Dental
   * Sciences` and `... of Medical Science`).
   */
  dental?: boolean;
}

/**
 * The schemes of counselling codes that name one institute each (not MCC codes): a state's own
 * college codes, named by the state in lower-case letters (`telangana`, `karnataka`; a
 * counselling the operator added uses its state's, docs/decisions/0088-a-counselling-is-data.md).
 */
type SourceCodeScheme = string;

/** A counselling's institute code qualified by its scheme: `telangana:SHDN(060)`, `karnataka:M001`. */
export function sourceCodeOf(scheme: SourceCodeScheme, code: string): string {
  return `${scheme}:${code}`;
}

/** The scheme of a qualified code (or of an alias's source text that is one), else null. */
export function sourceCodeScheme(text: string): SourceCodeScheme | null {
  return /^([a-z]+):\S+$/.exec(text)?.[1] ?? null;
}

export interface Rejection {
  row: number;
  reason: string;
}

export interface AllotmentRecord {
  sourceRow: number;
  year: number;
  round: number;
  aiRank: number | null;
  counsellingRank: number | null;
  quota: string;
  allottedCategory: string;
  candidateCategory: string | null;
  institute: InstituteMention;
  courseText: string;
  course: NormalisedCourse;
  remarks: string | null;
}

/**
 * An allotment as most sources give it: ranked by All India Rank or the counselling's rank (the
 * other null), the candidate's own category and remarks unstated unless given.
 */
export function allotmentRecord(
  fields: Omit<AllotmentRecord, 'aiRank' | 'counsellingRank' | 'candidateCategory' | 'remarks'> &
    Partial<Pick<AllotmentRecord, 'aiRank' | 'counsellingRank' | 'candidateCategory' | 'remarks'>>,
): AllotmentRecord {
  return { aiRank: null, counsellingRank: null, candidateCategory: null, remarks: null, ...fields };
}

export interface FeeRecord {
  sourceRow: number;
  /**
   * For a PDF, the 1-based page of its fee table, and the page of each box it was read from, by
   * the box's figure name (an MCC profile's boxes stand on two pages); null for other files.
   */
  sourcePage: number | null;
  boxPages: Partial<Record<string, number>> | null;
  counsellingId: string | null;
  institute: InstituteMention;
  course: NormalisedCourse | null;
  quota: string | null;
  category: string | null;
  feeYears: (number | null)[];
  feeText: string | null;
  stipendYears: (number | null)[];
  bondYears: number | null;
  bondPenalty: number | null;
  beds: number | null;
  hostelFee: number | null;
  /** An MCC profile's own boxes (docs/decisions/0081-every-money-box-as-published.md). */
  admissionFee: number | null;
  annualFee: number | null;
  /** US dollars a year, years 1 to 5. */
  nriFeeYears: (number | null)[];
  miscellaneousCharges: number | null;
  reallocationDeduction: number | null;
  amountRefunded: number | null;
  amountForfeited: number | null;
}

/** The pages of a fee row read from a file that has none (CSV, JSON, XLSX, Parquet). */
export const NO_PAGES: Readonly<Pick<FeeRecord, 'sourcePage' | 'boxPages'>> = Object.freeze({
  sourcePage: null,
  boxPages: null,
});

/**
 * What a fee list that gives only fees leaves out: stipend, bond, beds, hostel fee and refund
 * terms. Spread it first, then the source's own values. Shared, so never changed.
 */
export const NO_FEE_DETAILS: Readonly<
  Pick<
    FeeRecord,
    | 'stipendYears'
    | 'bondYears'
    | 'bondPenalty'
    | 'beds'
    | 'hostelFee'
    | 'admissionFee'
    | 'annualFee'
    | 'nriFeeYears'
    | 'miscellaneousCharges'
    | 'reallocationDeduction'
    | 'amountRefunded'
    | 'amountForfeited'
  >
> = Object.freeze({
  stipendYears: [],
  bondYears: null,
  bondPenalty: null,
  beds: null,
  hostelFee: null,
  admissionFee: null,
  annualFee: null,
  nriFeeYears: [],
  miscellaneousCharges: null,
  reallocationDeduction: null,
  amountRefunded: null,
  amountForfeited: null,
});

/** Institute facts from an MCC profile or code list, applied to the matched institute. */
interface InstituteFacts {
  sourceRow: number;
  institute: InstituteMention;
  universityName: string | null;
  website: string | null;
  hostelForMen: boolean | null;
  hostelForWomen: boolean | null;
}

interface CourseFacts {
  sourceRow: number;
  courseText: string;
  course: NormalisedCourse;
}

interface SeatMatrixRecord {
  sourceRow: number;
  year: number;
  round: number;
  institute: InstituteMention;
  courseText: string;
  course: NormalisedCourse;
  quota: string;
  category: string;
  seats: number;
}

/** Which imported closing-rank list a row comes from (docs/decisions/0038-closing-rank-lists.md). */
type ClosingRankList = 'official' | 'derived-list';

/** One row of an imported closing-rank list: the largest rank holding a seat in a round. */
interface ClosingRankRecord {
  sourceRow: number;
  year: number;
  /** The stored round (docs/decisions/0029-round-lists.md). */
  round: number;
  institute: InstituteMention;
  collegeCode: string;
  course: NormalisedCourse;
  quota: string;
  allottedCategory: string;
  closingAiRank: number;
  list: ClosingRankList;
}

/** What a parser made of one file: pure data, written by the import runner. */
export interface ParsedFile {
  kind: ImportKind;
  fileName: string;
  sha256: string;
  scopeKey: string;
  counselling: CounsellingInfo | null;
  year: number | null;
  round: number | null;
  rowsRead: number;
  rejections: Rejection[];
  /** What the file's rows lost or left unread although they were imported (shown in the summary). */
  notes: string[];
  allotments: AllotmentRecord[];
  fees: FeeRecord[];
  instituteFacts: InstituteFacts[];
  courseFacts: CourseFacts[];
  seatMatrix: SeatMatrixRecord[];
  closingRanks: ClosingRankRecord[];
}

export interface SourceFile {
  /** Path as given (for messages). */
  path: string;
  /** Base name, which carries year and round. */
  name: string;
  bytes: Buffer;
  sha256: string;
}

export interface ImportOptions {
  year?: number | undefined;
  round?: number | undefined;
  counselling?: string | undefined;
  /** Import a file the safety rules would refuse (docs/decisions/0033-real-data-bundle.md). */
  force?: boolean | undefined;
  /**
   * Replace stored round lists even by a much smaller list
   * (docs/decisions/0077-one-list-per-round.md).
   */
  replace?: boolean | undefined;
  /** A table import's mapping and counselling (`import table`, docs/decisions/0088-a-counselling-is-data.md). */
  table?: MappedImport | undefined;
}

export function emptyParsedFile(
  kind: ImportKind,
  file: SourceFile,
  scopeKey: string,
  scope: Partial<Pick<ParsedFile, 'counselling' | 'year' | 'round' | 'rowsRead'>> = {},
): ParsedFile {
  return {
    kind,
    fileName: file.name,
    sha256: file.sha256,
    scopeKey,
    counselling: scope.counselling ?? null,
    year: scope.year ?? null,
    round: scope.round ?? null,
    rowsRead: scope.rowsRead ?? 0,
    rejections: [],
    notes: [],
    allotments: [],
    fees: [],
    instituteFacts: [],
    courseFacts: [],
    seatMatrix: [],
    closingRanks: [],
  };
}

/** The problems of a row: the messages of the checks that failed. */
export function problemsOf(...checks: (string | null)[]): string[] {
  return checks.filter((check): check is string => check !== null);
}
