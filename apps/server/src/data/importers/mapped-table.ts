import { z } from 'zod';
import type { PublishedRank } from '@seatscope/shared';
import { parseFee } from '../cleaning/amounts';
import { normaliseCourse } from '../cleaning/courses';
import { canonicalState } from '../cleaning/states';
import { readKeaSeat } from '../cleaning/kea-categories';
import { parseCodedLabel, readTelanganaSeat } from '../cleaning/telangana';
import { tidySpaces, titleCaseIfShouting } from '../cleaning/text';
import { BadFileError, type ImportKind } from '../import-kind-names';
import {
  NO_FEE_DETAILS,
  NO_PAGES,
  allotmentRecord,
  emptyParsedFile,
  problemsOf,
  type CounsellingInfo,
  type ImportOptions,
  type InstituteMention,
  type ParsedFile,
  type SourceFile,
} from '../parsed-records';
import { roundFromText, roundOfList, scopeFromFileName } from '../rounds';
import { mentionFromName, mentionFromNameAndTown } from './mention';
import { readParquetTable } from './parquet';
import { positiveInteger, readAnyTable, text, type Cell, type Table } from './table';

// A list in any column layout, read through the operator's column mapping into a counselling
// the operator added (docs/decisions/0088-a-counselling-is-data.md, docs/adding-a-counselling.md).
// The records go through the import runner like every built-in kind's.

/** The fields SeatScope reads from a list, each from the column the mapping names. */
const MAPPED_FIELDS = [
  'aiRank',
  'stateRank',
  'closingRank',
  'instituteName',
  'instituteCode',
  'district',
  'course',
  'quota',
  'category',
  'seatCode',
  'round',
  'year',
  'fee',
] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];

const columnName = z.string().trim().min(1, 'a column name must not be empty').max(200);
/** A category code's parts: the seat's category and, where the code says it, its quota. */
const categoryPart = z.union([
  z.string().trim().min(1),
  z
    .object({ category: z.string().trim().min(1), quota: z.string().trim().min(1).optional() })
    .strict(),
]);

/**
 * What a seat-code grammar reads from one cell: the seat's category and, where the code says
 * them, its quota, a remark, and the tokens it could not read (kept in the remark, counted).
 */
interface SeatReading {
  category: string;
  quota?: string;
  remarks?: string;
  unread?: readonly string[];
}

/**
 * The named rules a mapping can cite for a column whose cells hold more than one field, each
 * implemented once (docs/decisions/0090-built-in-kinds-on-mappings.md): `coded-label` reads
 * `NIMS(001) - NIZAM INSTITUTE ..., HYD` as a code and a name (an institute's, or a course's);
 * a seat-code grammar reads a state's seat code into category, quota and remark: Telangana's
 * `adm_details`, or KEA's seat code (docs/decisions/0097-kea-kinds-on-mappings.md).
 */
const seatGrammarName = z.enum(['telangana-adm-details', 'kea-category']);
const SEAT_GRAMMARS: Readonly<
  Record<z.infer<typeof seatGrammarName>, (cell: string) => SeatReading | null>
> = {
  'telangana-adm-details': readTelanganaSeat,
  'kea-category': readKeaSeat,
};

const columnMappingSchema = z
  .object({
    list: z.enum(['allotments', 'held', 'closing-ranks']).default('allotments'),
    columns: z
      .object(Object.fromEntries(MAPPED_FIELDS.map((field) => [field, columnName.optional()])))
      .strict(),
    values: z
      .object({
        category: z.record(z.string(), categoryPart).optional(),
        round: z.record(z.string(), z.number().int().min(1).max(12)).optional(),
        quota: z.record(z.string(), z.string().trim().min(1)).optional(),
      })
      .strict()
      .default({}),
    grammars: z
      .object({
        instituteName: z.literal('coded-label').optional(),
        course: z.literal('coded-label').optional(),
        category: seatGrammarName.optional(),
      })
      .strict()
      .default({}),
  })
  .strict()
  .superRefine((mapping, context) => {
    const has = (field: MappedField) => mapping.columns[field] !== undefined;
    for (const field of ['instituteName', 'course', 'category'] as const) {
      const named = field === 'category' ? has('category') || has('seatCode') : has(field);
      if (mapping.grammars[field] !== undefined && !named) {
        context.addIssue({
          code: 'custom',
          path: ['grammars', field],
          message: `a grammar for ${field}, which columns does not name`,
        });
      }
    }
    if (!has('instituteName') && !has('instituteCode')) {
      context.addIssue({
        code: 'custom',
        message: 'columns must name instituteName or instituteCode',
      });
    }
    if (!has('course') && !has('seatCode')) {
      context.addIssue({ code: 'custom', message: 'columns must name course or seatCode' });
    }
    const ranks =
      mapping.list === 'closing-ranks'
        ? ['closingRank' as const]
        : (['aiRank', 'stateRank'] as const);
    if (!ranks.some(has)) {
      context.addIssue({
        code: 'custom',
        message: `columns must name ${ranks.join(' or ')} for a list of ${mapping.list}`,
      });
    }
  });
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/**
 * What a built-in kind reads its own way around its mapping
 * (docs/decisions/0097-kea-kinds-on-mappings.md); an operator's table import has none.
 */
export interface KindRules {
  /** The institute a row names, for a kind whose institutes keep a source text of their own. */
  institute?: (name: string, district: string) => InstituteMention;
  /** The course text to normalise, for a kind whose lists write more after the course. */
  courseName?: (courseText: string) => string;
  /** Why a row whose cells all read is refused all the same, or null. */
  refusal?: (row: { institute: string; course: string }) => string | null;
}

/** What a table import reads into: the mapping and the counselling the operator added. */
export interface MappedImport {
  mapping: ColumnMapping;
  counselling: CounsellingInfo;
  publishedRanks: readonly PublishedRank[];
  rules?: KindRules;
}

/** A mapping file's text checked, or a message naming what is wrong in it. */
export function readColumnMapping(fileName: string, json: string): ColumnMapping {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new BadFileError(
      fileName,
      `not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const mapping = columnMappingSchema.safeParse(data);
  if (!mapping.success) {
    const problems = mapping.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    );
    throw new BadFileError(fileName, `not a column mapping: ${problems.join('; ')}`);
  }
  return mapping.data;
}

/** A table of any layout the repository reads: CSV, XLSX (and JSON) or Parquet. */
export async function readMappedTable(file: SourceFile): Promise<Table> {
  return file.name.toLowerCase().endsWith('.parquet') ? readParquetTable(file) : readAnyTable(file);
}

/**
 * A column name as compared: case, white space and punctuation are the publisher's, not the
 * column's (`Name of the College Allotted.` is `NAME OF THE COLLEGE ALLOTTED`).
 */
const columnKey = (name: string) => name.replace(/[\s\p{P}]+/gu, '').toLowerCase();

/** The file's column a mapping's name stands for, or undefined when the file lacks it. */
function columnNamed(table: Table, named: string): string | undefined {
  if (table.columns.includes(named)) return named;
  return table.columns.find((column) => columnKey(column) === columnKey(named));
}

/**
 * The mapping a file of a kind's layout is read by: null when the file lacks a column the
 * mapping names, but for the `optional` fields, which a list of the layout may leave out (they
 * are then left out of the mapping).
 */
export function mappingForTable(
  table: Table,
  mapping: ColumnMapping,
  optional: readonly MappedField[],
): ColumnMapping | null {
  const missing = MAPPED_FIELDS.filter((field) => {
    const named = mapping.columns[field];
    return named !== undefined && columnNamed(table, named) === undefined;
  });
  if (missing.some((field) => !optional.includes(field))) return null;
  const columns = Object.fromEntries(
    Object.entries(mapping.columns).filter(([field]) => !missing.some((gone) => gone === field)),
  );
  return { ...mapping, columns };
}

/** The file's column for each field the mapping names. */
type MappedColumns = Partial<Record<MappedField, string>>;

/** The file's column for each mapped field; a column the file lacks stops the import. */
function columnsOf(file: SourceFile, table: Table, mapping: ColumnMapping): MappedColumns {
  const found: MappedColumns = {};
  for (const field of MAPPED_FIELDS) {
    const named = mapping.columns[field];
    if (named === undefined) continue;
    const column = columnNamed(table, named);
    if (column === undefined) {
      throw new BadFileError(
        file.path,
        `the mapping reads ${field} from column "${named}", which the file does not have (its columns: ${table.columns.join(', ') || 'none'})`,
      );
    }
    found[field] = column;
  }
  return found;
}

/** Rows a rank column may fail to give a number in before the mapping is called wrong. */
const MAX_NOT_NUMBERS_SHARE = 0.02;

/**
 * A rank column that does not hold ranks (the mapping points at the wrong column, or the file
 * was converted badly) stops the import, naming the column and the first rows.
 */
function checkRankColumn(file: SourceFile, table: Table, field: MappedField, column: string) {
  const bad = table.rows.filter(({ values }) => {
    const cell = text(values[column]);
    return cell !== '' && positiveInteger(cell) === null;
  });
  if (bad.length === 0 || bad.length <= table.rows.length * MAX_NOT_NUMBERS_SHARE) return;
  const first = bad[0];
  throw new BadFileError(
    file.path,
    `column "${column}" (${field}) does not hold ranks: ${bad.length} of ${table.rows.length} rows are not whole numbers (rows ${bad
      .slice(0, 5)
      .map((entry) => entry.row)
      .join(
        ', ',
      )}${bad.length > 5 ? ', ...' : ''}; row ${first?.row ?? '?'} reads "${text(first?.values[column])}")`,
  );
}

/** The year a cell states (`2024`, `NEET PG 2024`), or null. */
function yearOf(cell: string): number | null {
  const match = /(?:^|\D)((?:19|20)\d{2})(?:\D|$)/.exec(cell)?.[1];
  return match === undefined ? null : Number(match);
}

/** The round a cell states: by the mapping's table, as a word (stray, mop-up), or its number. */
function roundOf(cell: string, table: Record<string, number> | undefined): number | null {
  const mapped = table?.[cell] ?? table?.[tidySpaces(cell)];
  if (mapped !== undefined) return mapped;
  const word = roundFromText(cell);
  if (word !== null) return word;
  const number = /(\d{1,2})\D*$/.exec(cell)?.[1];
  return number === undefined || Number(number) < 1 ? null : Number(number);
}

/** The state's own scheme of college codes (`telangana:NIMS(001)`): one code, one institute. */
const codeScheme = (state: string | null) =>
  (state ?? 'state').toLowerCase().replace(/[^a-z]/g, '');

function mentionOf(
  name: string,
  code: string,
  state: string | null,
  { coded, district }: { coded: boolean; district: string },
): InstituteMention {
  const sourceCode = code === '' ? null : `${codeScheme(state)}:${code.replace(/\s+/g, '')}`;
  if (coded && sourceCode !== null) {
    // A coded label is the state's own entry for the college: its code names it in every list,
    // and its name is kept whole (`ESI Medical College, Sanathnagar, Hyd`), place and all.
    return {
      sourceText: sourceCode,
      name: titleCaseIfShouting(name),
      address: null,
      state: canonicalState(state),
      pin: null,
      mccCode: null,
      sourceCode,
    };
  }
  if (name === '') {
    return {
      ...mentionFromName(code, state),
      sourceText: sourceCode ?? code,
      sourceCode,
      codeOnly: true,
    };
  }
  return { ...mentionFromNameAndTown(name, state, district || null), sourceCode };
}

/** One file of a table import: every row through the operator's mapping. */
export async function parseMappedTable(
  file: SourceFile,
  options: ImportOptions,
): Promise<ParsedFile> {
  const mapped = options.table;
  if (!mapped) throw new BadFileError(file.path, 'a table import needs --counselling and --map');
  return readThroughMapping('table', file, options, mapped);
}

/**
 * Refuses, before any row is read, a rank column the counselling does not publish or one whose
 * cells are not numbers (docs/decisions/0088-a-counselling-is-data.md).
 */
function refuseRankColumns(
  file: SourceFile,
  table: Table,
  columns: MappedColumns,
  { counselling, publishedRanks }: Pick<MappedImport, 'counselling' | 'publishedRanks'>,
): void {
  if (columns.aiRank !== undefined && !publishedRanks.includes('ai')) {
    throw new BadFileError(
      file.path,
      `${counselling.name} publishes no All India Rank: map stateRank, not aiRank`,
    );
  }
  if (columns.stateRank !== undefined && !publishedRanks.includes('state')) {
    throw new BadFileError(
      file.path,
      `${counselling.name} publishes no state rank: map aiRank, not stateRank`,
    );
  }
  for (const field of ['aiRank', 'stateRank', 'closingRank'] as const) {
    const column = columns[field];
    if (column !== undefined) checkRankColumn(file, table, field, column);
  }
}

type FeeSeat = Pick<ParsedFile['fees'][number], 'institute' | 'course' | 'quota' | 'category'>;

/**
 * A seat's fee as a list states it beside its allotments: one amount, the first year's, from
 * the first row of the seat (institute, course, quota, category) that states one.
 */
export function addSeatFee(
  parsed: ParsedFile,
  seen: Set<string>,
  { sourceRow, counsellingId }: { sourceRow: number; counsellingId: string },
  seat: FeeSeat,
  fee: number | null,
): void {
  const key = [seat.institute.sourceText, seat.course?.key, seat.quota, seat.category].join('|');
  if (fee === null || seen.has(key)) return;
  seen.add(key);
  parsed.fees.push({
    sourceRow,
    counsellingId,
    ...seat,
    feeYears: [fee],
    feeText: null,
    ...NO_FEE_DETAILS,
    ...NO_PAGES,
  });
}

interface MappedRowContext {
  mapping: ColumnMapping;
  columns: MappedColumns;
  options: ImportOptions;
  fromName: ReturnType<typeof scopeFromFileName>;
  rules: KindRules;
}

/**
 * One row's cells through the mapping and its grammars: its fields, and the problems that
 * reject it. The institute's name and code are `coded` when a grammar read both from one cell;
 * `seat` is a seat-code grammar's reading (undefined without a grammar, null when it read none).
 */
function readMappedRow(
  values: Record<string, Cell>,
  { mapping, columns, options, fromName, rules }: MappedRowContext,
) {
  const get = (field: MappedField) => {
    const column = columns[field];
    return column === undefined ? '' : tidySpaces(text(values[column]));
  };
  const { grammars } = mapping;
  const yearText = get('year');
  const roundText = get('round');
  const year = yearOf(yearText) ?? options.year ?? fromName.year;
  const round = roundOf(roundText, mapping.values.round) ?? options.round ?? fromName.round;
  const aiRank = positiveInteger(get('aiRank'));
  const stateRank = positiveInteger(get('stateRank'));
  const closingRank = positiveInteger(get('closingRank'));
  const nameCell = get('instituteName');
  const codedName = grammars.instituteName ? parseCodedLabel(nameCell) : undefined;
  const name = codedName === undefined ? nameCell : (codedName?.label ?? '');
  const code = get('instituteCode') || (codedName?.code ?? '');
  const courseText = get('course') || get('seatCode');
  const codedCourse = grammars.course ? parseCodedLabel(courseText) : undefined;
  const categoryText = get('category') || get('seatCode');
  const seat =
    grammars.category === undefined ? undefined : SEAT_GRAMMARS[grammars.category](categoryText);
  const categoryColumn = columns.category ?? columns.seatCode;
  const rankProblem =
    mapping.list === 'closing-ranks'
      ? closingRank === null
        ? `${columns.closingRank} "${get('closingRank')}" is not a rank`
        : null
      : aiRank === null && stateRank === null
        ? `no rank: ${[columns.aiRank, columns.stateRank]
            .filter(Boolean)
            .map((column) => `"${column}"`)
            .join(' and ')} empty or not a number`
        : null;
  const problems = problemsOf(
    rankProblem,
    rules.refusal?.({ institute: nameCell, course: courseText }) ?? null,
    year === null ? `year "${yearText}" is not a year (map a year column or give --year)` : null,
    round === null
      ? `round "${roundText}" names no round (map it in values.round or give --round)`
      : null,
    codedName === null
      ? `${columns.instituteName} "${nameCell}" is not "CODE(nnn) - NAME"`
      : name === '' && code === ''
        ? 'the institute is empty'
        : null,
    codedCourse === null
      ? `${columns.course ?? columns.seatCode} "${courseText}" is not "CODE(nnn) - NAME"`
      : courseText === ''
        ? 'the course is empty'
        : null,
    seat === null
      ? categoryText === ''
        ? `${categoryColumn} is blank`
        : `${categoryColumn} "${categoryText}" is not a ${grammars.category} code`
      : null,
  );
  return {
    problems,
    year,
    round,
    aiRank,
    stateRank,
    closingRank,
    name,
    code,
    coded: codedName !== undefined,
    district: get('district'),
    courseText,
    courseName: codedCourse === undefined ? courseText : (codedCourse?.label ?? ''),
    categoryText,
    quotaText: get('quota'),
    fee: parseFee(get('fee')).value,
    seat,
  };
}

type MappedRow = ReturnType<typeof readMappedRow>;

/** A row's category and quota: by its grammar, else by the mapping's value tables, as written. */
function seatOf(read: MappedRow, values: ColumnMapping['values']) {
  const { categoryText, quotaText, seat } = read;
  const valuePart = categoryText === '' ? undefined : values.category?.[categoryText];
  const parts = seat ?? (typeof valuePart === 'string' ? { category: valuePart } : valuePart);
  return {
    category: parts?.category ?? (categoryText || 'Not stated'),
    quota:
      (quotaText === '' ? undefined : (values.quota?.[quotaText] ?? quotaText)) ??
      parts?.quota ??
      'State',
  };
}

/**
 * One file through a mapping into the counselling's records, for the table kind and for the
 * built-in kinds that are a mapping and their rules. A mapping that names a missing column,
 * reads a rank the counselling does not publish, or yields ranks that are not numbers stops
 * here, before anything is written. The scope is the file's: a kind may narrow it.
 */
export async function readThroughMapping(
  kind: ImportKind,
  file: SourceFile,
  options: ImportOptions,
  mapped: MappedImport,
): Promise<ParsedFile> {
  return parseTableThroughMapping(kind, file, await readMappedTable(file), options, mapped);
}

/** A table already read (a kind chose its mapping by the columns) through the mapping. */
export function parseTableThroughMapping(
  kind: ImportKind,
  file: SourceFile,
  table: Table,
  options: ImportOptions,
  { mapping, counselling, publishedRanks, rules = {} }: MappedImport,
): ParsedFile {
  const columns = columnsOf(file, table, mapping);
  // An operator's mapping may point at the wrong column; a built-in kind's is the code's, so
  // its bad rank cells are rows rejected by reason, which the runner's 2% refusal (and --force)
  // judge, as before the kinds moved (docs/decisions/0097-kea-kinds-on-mappings.md).
  if (kind === 'table') refuseRankColumns(file, table, columns, { counselling, publishedRanks });
  const context = { mapping, columns, options, fromName: scopeFromFileName(file.name), rules };
  const years = new Set<number>();
  const parsed = emptyParsedFile(kind, file, '', { counselling, rowsRead: table.rows.length });
  const feeKeys = new Set<string>();
  const listKind = mapping.list === 'held' ? 'held' : 'allotted';
  /** Tokens a seat-code grammar could not read, with their rows: named in the notes. */
  const unread = new Map<string, number>();
  for (const { row, values } of table.rows) {
    const read = readMappedRow(values, context);
    const { year, round, seat } = read;
    if (read.problems.length > 0 || year === null || round === null || seat === null) {
      parsed.rejections.push({ row, reason: read.problems.join('; ') });
      continue;
    }
    years.add(year);
    for (const token of seat?.unread ?? []) unread.set(token, (unread.get(token) ?? 0) + 1);
    const { category, quota } = seatOf(read, mapping.values);
    const institute = rules.institute
      ? rules.institute(read.name, read.district)
      : mentionOf(read.name, read.code, counselling.state, read);
    const course = normaliseCourse(
      rules.courseName?.(read.courseName) ?? read.courseName,
      counselling.level,
    );
    const storedRound = roundOfList(round, listKind);
    if (mapping.list === 'closing-ranks' && read.closingRank !== null) {
      parsed.closingRanks.push({
        sourceRow: row,
        year,
        round: storedRound,
        institute,
        collegeCode: read.code,
        course,
        quota,
        allottedCategory: category,
        closingAiRank: read.closingRank,
        list: 'official',
      });
      continue;
    }
    parsed.allotments.push(
      allotmentRecord({
        sourceRow: row,
        year,
        round: storedRound,
        aiRank: read.aiRank,
        counsellingRank: read.stateRank,
        quota,
        allottedCategory: category,
        institute,
        courseText: read.courseText,
        course,
        remarks: seat?.remarks ?? null,
      }),
    );
    const fee = { sourceRow: row, counsellingId: counselling.id };
    addSeatFee(parsed, feeKeys, fee, { institute, course, quota, category }, read.fee);
  }
  const categoryColumn = columns.category ?? columns.seatCode;
  for (const [token, rows] of [...unread].sort((left, right) => right[1] - left[1])) {
    parsed.notes.push(
      `${categoryColumn} token "${token}" not read (kept in remarks): ${rows} rows`,
    );
  }
  const sortedYears = [...years].sort();
  parsed.year = sortedYears.length === 1 ? (sortedYears[0] ?? null) : null;
  // Importing the same file again replaces its rows; other files of its rounds meet them as
  // lists of those rounds (docs/decisions/0077-one-list-per-round.md).
  parsed.scopeKey = `${counselling.id}/${sortedYears.join('+')}/${file.name}`;
  return parsed;
}

/** Words in a column's name that say which field it holds, most telling first. */
const FIELD_HINTS: readonly (readonly [MappedField, RegExp])[] = [
  ['closingRank', /closing|cut\s*-?off/i],
  ['aiRank', /\b(all\s*india|air|ai|neet)\b.*rank|^air$|allindiarank/i],
  ['stateRank', /(state|merit).*(rank|no)|\bsmr\b|\bmerit\b|\brank\b/i],
  ['instituteCode', /(college|institute|inst)\s*_?code/i],
  ['instituteName', /college|institute|institution/i],
  ['district', /district/i],
  ['course', /course|branch|speciality|specialty|subject/i],
  ['quota', /quota|seat\s*_?type/i],
  ['category', /categ|caste|\bcat\b/i],
  ['round', /round|phase/i],
  ['year', /year/i],
  ['fee', /fee/i],
];

/** A starting mapping from a file's column names: the operator checks and completes it. */
export function suggestMapping(table: Table): ColumnMapping {
  const columns: Partial<Record<MappedField, string>> = {};
  for (const column of table.columns) {
    const hint = FIELD_HINTS.find(
      ([field, pattern]) => columns[field] === undefined && pattern.test(column),
    );
    if (hint) columns[hint[0]] = column;
  }
  const list = columns.closingRank === undefined ? 'allotments' : 'closing-ranks';
  return { list, columns, values: {}, grammars: {} };
}
