import { z } from 'zod';
import type { PublishedRank } from '@seatscope/shared';
import { parseFee } from '../cleaning/amounts';
import { normaliseCourse } from '../cleaning/courses';
import { canonicalState } from '../cleaning/states';
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
  'course',
  'quota',
  'category',
  'seatCode',
  'round',
  'year',
  'fee',
] as const;
type MappedField = (typeof MAPPED_FIELDS)[number];

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
 * a seat-code grammar reads a state's seat code into category, quota and remark.
 */
const seatGrammarName = z.enum(['telangana-adm-details']);
const SEAT_GRAMMARS: Readonly<
  Record<z.infer<typeof seatGrammarName>, (cell: string) => SeatReading | null>
> = {
  'telangana-adm-details': readTelanganaSeat,
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

/** What a table import reads into: the mapping and the counselling the operator added. */
export interface MappedImport {
  mapping: ColumnMapping;
  counselling: CounsellingInfo;
  publishedRanks: readonly PublishedRank[];
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

/** A column name as compared: case and white space are the publisher's, not the column's. */
const columnKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();

/** The file's column for each mapped field; a column the file lacks stops the import. */
/** The file's column for each field the mapping names. */
type MappedColumns = Partial<Record<MappedField, string>>;

function columnsOf(file: SourceFile, table: Table, mapping: ColumnMapping): MappedColumns {
  const byKey = new Map(table.columns.map((column) => [columnKey(column), column]));
  const found: MappedColumns = {};
  for (const field of MAPPED_FIELDS) {
    const named = mapping.columns[field];
    if (named === undefined) continue;
    const column = table.columns.includes(named) ? named : byKey.get(columnKey(named));
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
  coded: boolean,
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
  return { ...mentionFromNameAndTown(name, state), sourceCode };
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

/** A seat's fee as a mapped list states it: one amount, the first year's. */
function feeRecord(
  sourceRow: number,
  counsellingId: string,
  seat: Pick<ParsedFile['fees'][number], 'institute' | 'course' | 'quota' | 'category'>,
  fee: number,
): ParsedFile['fees'][number] {
  return {
    sourceRow,
    counsellingId,
    ...seat,
    feeYears: [fee],
    feeText: null,
    ...NO_FEE_DETAILS,
    ...NO_PAGES,
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
  { mapping, counselling, publishedRanks }: MappedImport,
): Promise<ParsedFile> {
  const table = await readMappedTable(file);
  const columns = columnsOf(file, table, mapping);
  refuseRankColumns(file, table, columns, { counselling, publishedRanks });
  const get = (values: Record<string, Cell>, field: MappedField) => {
    const column = columns[field];
    return column === undefined ? '' : tidySpaces(text(values[column]));
  };
  const fromName = scopeFromFileName(file.name);
  const years = new Set<number>();
  const parsed = emptyParsedFile(kind, file, '', { counselling, rowsRead: table.rows.length });
  const feeKeys = new Set<string>();
  const listKind = mapping.list === 'held' ? 'held' : 'allotted';
  const { grammars } = mapping;
  const seatGrammar =
    grammars.category === undefined ? undefined : SEAT_GRAMMARS[grammars.category];
  const categoryColumn = columns.category ?? columns.seatCode;
  /** Tokens a seat-code grammar could not read, with their rows: named in the notes. */
  const unread = new Map<string, number>();
  for (const { row, values } of table.rows) {
    const yearText = get(values, 'year');
    const roundText = get(values, 'round');
    const year = yearOf(yearText) ?? options.year ?? fromName.year;
    const round = roundOf(roundText, mapping.values.round) ?? options.round ?? fromName.round;
    const aiRank = positiveInteger(get(values, 'aiRank'));
    const stateRank = positiveInteger(get(values, 'stateRank'));
    const closingRank = positiveInteger(get(values, 'closingRank'));
    const nameCell = get(values, 'instituteName');
    const codedName = grammars.instituteName ? parseCodedLabel(nameCell) : undefined;
    const name = codedName === undefined ? nameCell : (codedName?.label ?? '');
    const code = get(values, 'instituteCode') || (codedName?.code ?? '');
    const courseText = get(values, 'course') || get(values, 'seatCode');
    const codedCourse = grammars.course ? parseCodedLabel(courseText) : undefined;
    const courseName = codedCourse === undefined ? courseText : (codedCourse?.label ?? '');
    const categoryText = get(values, 'category') || get(values, 'seatCode');
    const seat = seatGrammar?.(categoryText);
    const rankProblem =
      mapping.list === 'closing-ranks'
        ? closingRank === null
          ? `${columns.closingRank} "${get(values, 'closingRank')}" is not a rank`
          : null
        : aiRank === null && stateRank === null
          ? `no rank: ${[columns.aiRank, columns.stateRank]
              .filter(Boolean)
              .map((column) => `"${column}"`)
              .join(' and ')} empty or not a number`
          : null;
    const problems = problemsOf(
      rankProblem,
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
    if (problems.length > 0 || year === null || round === null || seat === null) {
      parsed.rejections.push({ row, reason: problems.join('; ') });
      continue;
    }
    years.add(year);
    for (const token of seat?.unread ?? []) unread.set(token, (unread.get(token) ?? 0) + 1);
    const valuePart = categoryText === '' ? undefined : mapping.values.category?.[categoryText];
    const parts = seat ?? (typeof valuePart === 'string' ? { category: valuePart } : valuePart);
    const category = parts?.category ?? (categoryText || 'Not stated');
    const quotaText = get(values, 'quota');
    const quota =
      (quotaText === '' ? undefined : (mapping.values.quota?.[quotaText] ?? quotaText)) ??
      parts?.quota ??
      'State';
    const institute = mentionOf(name, code, counselling.state, codedName !== undefined);
    const course = normaliseCourse(courseName, counselling.level);
    const storedRound = roundOfList(round, listKind);
    if (mapping.list === 'closing-ranks' && closingRank !== null) {
      parsed.closingRanks.push({
        sourceRow: row,
        year,
        round: storedRound,
        institute,
        collegeCode: code,
        course,
        quota,
        allottedCategory: category,
        closingAiRank: closingRank,
        list: 'official',
      });
      continue;
    }
    parsed.allotments.push(
      allotmentRecord({
        sourceRow: row,
        year,
        round: storedRound,
        aiRank,
        counsellingRank: stateRank,
        quota,
        allottedCategory: category,
        institute,
        courseText,
        course,
        remarks: seat?.remarks ?? null,
      }),
    );
    const fee = parseFee(get(values, 'fee')).value;
    const feeKey = [institute.sourceText, course.key, quota, category].join('|');
    if (fee !== null && !feeKeys.has(feeKey)) {
      feeKeys.add(feeKey);
      parsed.fees.push(feeRecord(row, counselling.id, { institute, course, quota, category }, fee));
    }
  }
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
