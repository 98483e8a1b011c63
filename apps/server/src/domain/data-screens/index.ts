import type { z } from 'zod';
import {
  FINANCIAL_MONEY_BOXES,
  PROFILE_BOX_LABELS,
  allotmentRowSchema,
  cutoffDetailRowSchema,
  cutoffRowSchema,
  describeSuspectMark,
  financialRowSchema,
  seatMatrixRowSchema,
  type AllotmentRow,
  type CutoffDetailQuery,
  type CutoffDetailRow,
  type CutoffRow,
  type DataScreen,
  type FinancialRow,
  type ScreenPageTypes,
  type SeatMatrixRow,
  type TableQuery,
} from '@seatscope/shared';
import type { Database } from '../../db/client';
import { FLAT_SCREENS, type FlatScreen } from './registry';
import { flatRowBatches, queryFlatPage } from './flat-table';
import { queryCutoffDetail, queryCutoffPage, queryCutoffRows } from './cutoffs';
import { dataVersion } from './read-cache';
import { DomainError } from '../../common/errors';
import { csvHeader, csvLines, type CsvColumn } from './csv';
import { storedRoundsAskedFor, withPublicRound } from '../../data/rounds';

export { listCounsellings, loadFacets, counsellingExists } from './facets';
export { dataVersion, readConsistently, withDataVersion } from './read-cache';

const ROW_SCHEMAS = {
  allotments: allotmentRowSchema,
  'seat-matrix': seatMatrixRowSchema,
  financials: financialRowSchema,
} satisfies Record<FlatScreen, z.ZodType>;

const PAGE_ROW_SCHEMAS = { ...ROW_SCHEMAS, cutoffs: cutoffRowSchema } satisfies Record<
  DataScreen,
  z.ZodType
>;

interface FlatRowTypes {
  allotments: AllotmentRow;
  'seat-matrix': SeatMatrixRow;
  financials: FinancialRow;
}

/**
 * The request's `round` and `list` filters as the stored rounds the queries filter on
 * (apps/server/src/data/rounds.ts); the rows come back with the round's own number and list.
 */
/** The screens whose rows are of one round list (Cutoff Ranks' columns are). */
const ROUND_ROWS: ReadonlySet<DataScreen> = new Set(['allotments', 'seat-matrix']);

function storedRoundQuery(query: TableQuery): TableQuery {
  return { ...query, round: storedRoundsAskedFor(query.round, query.list), list: undefined };
}

/**
 * One page of a data screen with its exact total; `demo` limits it to the sample
 * (docs/product.md#demo-rule). The one entry the table route calls for every screen.
 */
export async function getTablePage<S extends DataScreen>(
  db: Database,
  screen: S,
  query: TableQuery,
  demo: boolean,
): Promise<ScreenPageTypes[S]> {
  const stored = storedRoundQuery(query);
  const result =
    screen === 'cutoffs'
      ? await queryCutoffPage(db, stored, demo)
      : await queryFlatPage(db, FLAT_SCREENS[screen as FlatScreen], stored, demo);
  const schema: z.ZodType = PAGE_ROW_SCHEMAS[screen];
  const page = {
    ...result,
    rows: result.rows.map((row) =>
      schema.parse(ROUND_ROWS.has(screen) ? withPublicRound(row) : row),
    ),
    page: query.page,
    pageSize: query.pageSize,
    demo,
  };
  // Each screen's rows were parsed with its own row schema just above.
  return page as ScreenPageTypes[S];
}

/** Null when a demo viewer asks for a cell outside the demo sample. */
export async function getCutoffDetail(
  db: Database,
  query: CutoffDetailQuery,
  demo: boolean,
): Promise<CutoffDetailRow[] | null> {
  const storedRounds = storedRoundsAskedFor([query.round], query.list ? [query.list] : []) ?? [];
  const result = await queryCutoffDetail(db, query, storedRounds, demo);
  return result.allowed ? result.rows.map((row) => cutoffDetailRowSchema.parse(row)) : null;
}

const SEAT_COLUMNS: CsvColumn<AllotmentRow | SeatMatrixRow>[] = [
  { header: 'Quota', value: (row) => row.quotaName },
  { header: 'Category', value: (row) => row.category },
  { header: 'State', value: (row) => row.state },
  { header: 'Institute', value: (row) => row.instituteName },
  { header: 'Course', value: (row) => row.courseName },
];

const FEE_COLUMNS: CsvColumn<AllotmentRow | FinancialRow | CutoffRow>[] = [
  { header: 'Fee', value: (row) => row.fee },
  { header: 'Beds', value: (row) => row.beds },
  { header: 'Bond Years', value: (row) => row.bondYears },
  { header: 'Bond Penalty', value: (row) => row.bondPenalty },
  { header: 'Stipend Year 1', value: (row) => row.stipendYear1 },
];

const CSV_COLUMNS: { [S in FlatScreen]: CsvColumn<FlatRowTypes[S]>[] } = {
  allotments: [
    { header: 'Year', value: (row) => row.year },
    { header: 'Round', value: (row) => row.roundLabel },
    { header: 'AI Rank', value: (row) => row.aiRank },
    { header: 'Counselling Rank', value: (row) => row.counsellingRank },
    ...SEAT_COLUMNS,
    ...FEE_COLUMNS,
  ],
  'seat-matrix': [
    { header: 'Year', value: (row) => row.year },
    { header: 'Round', value: (row) => row.roundLabel },
    ...SEAT_COLUMNS,
    { header: 'Beds', value: (row) => row.beds },
    { header: 'Fee', value: (row) => row.fee },
    { header: 'Seats Clear', value: (row) => row.seats },
  ],
  financials: [
    { header: 'State', value: (row) => row.state },
    { header: 'Institute', value: (row) => row.instituteName },
    { header: 'Course', value: (row) => row.courseName },
    { header: 'Quota', value: (row) => row.quotaName },
    { header: 'Category', value: (row) => row.category },
    { header: 'Year', value: (row) => row.year },
    ...FEE_COLUMNS,
    // An MCC profile's other boxes, as published (docs/decisions/0081-every-money-box-as-published.md).
    ...FINANCIAL_MONEY_BOXES.map((box) => ({
      header: PROFILE_BOX_LABELS[box] ?? box,
      value: (row: FinancialRow) => row[box],
    })),
  ],
};

/**
 * Rows an export reads per statement: about 25 ms a batch of allotments on PostgreSQL, far
 * within the statement timeout, and a few hundred kilobytes of CSV held at a time
 * (docs/decisions/0067-exports-of-any-size.md).
 */
const EXPORT_BATCH_ROWS = 2_000;

/** The data changed (an import landed) while an export was being read. */
class ExportDataChangedError extends DomainError {
  constructor() {
    super(
      'conflict',
      'data_changed',
      'The data changed while the export was being prepared (an import landed). Export again for the new data.',
    );
  }
}

/**
 * The current filtered result as CSV, in chunks (the header with the first batch, then a chunk
 * per batch); a demo viewer gets the sample only. The file is one version of the data: the data
 * version is read before the first batch and after each one, and a change ends the export with
 * ExportDataChangedError rather than mix rows of two versions. The version only grows, so
 * every batch read between two equal readings saw that same version
 * (docs/decisions/0067-exports-of-any-size.md).
 */
export async function* exportCsv(
  db: Database,
  screen: DataScreen,
  query: TableQuery,
  demo: boolean,
): AsyncGenerator<string> {
  const version = await dataVersion(db);
  let first = true;
  for await (const { header, lines } of csvBatches(db, screen, storedRoundQuery(query), demo)) {
    if ((await dataVersion(db)) !== version) throw new ExportDataChangedError();
    yield first ? header + lines : lines;
    first = false;
  }
}

interface CsvBatch {
  header: string;
  lines: string;
}

async function* csvBatches(
  db: Database,
  screen: DataScreen,
  query: TableQuery,
  demo: boolean,
): AsyncGenerator<CsvBatch> {
  if (screen !== 'cutoffs') {
    yield* flatCsvBatches(db, screen as FlatScreen, query, demo);
    return;
  }
  const { rows, columns } = await queryCutoffRows(db, query, demo);
  const parsed = rows.map((row) => cutoffRowSchema.parse(row));
  const cutoffColumns: CsvColumn<CutoffRow>[] = [
    { header: 'Quota', value: (row) => row.quotaName },
    { header: 'Category', value: (row) => row.category },
    { header: 'State', value: (row) => row.state },
    { header: 'Institute', value: (row) => row.instituteName },
    { header: 'Course', value: (row) => row.courseName },
    ...FEE_COLUMNS,
    ...columns.map((column): CsvColumn<CutoffRow> => ({
      header: column.label,
      value: (row) => {
        const mark = row.suspectRanks[column.key];
        const rank = row.closingRanks[column.key];
        return mark ? `${rank ?? ''} (${describeSuspectMark(mark)})` : rank;
      },
    })),
  ];
  yield { header: csvHeader(cutoffColumns), lines: csvLines(cutoffColumns, parsed) };
}

async function* flatCsvBatches<S extends FlatScreen>(
  db: Database,
  screen: S,
  query: TableQuery,
  demo: boolean,
): AsyncGenerator<CsvBatch> {
  const schema = ROW_SCHEMAS[screen] as unknown as z.ZodType<FlatRowTypes[S]>;
  const columns = CSV_COLUMNS[screen];
  const header = csvHeader(columns);
  const batches = flatRowBatches(db, FLAT_SCREENS[screen], query, demo, EXPORT_BATCH_ROWS);
  let sent = false;
  for await (const rows of batches) {
    sent = true;
    yield {
      header,
      lines: csvLines(
        columns,
        rows.map((row) => schema.parse(ROUND_ROWS.has(screen) ? withPublicRound(row) : row)),
      ),
    };
  }
  // An empty result is still a file: its header line.
  if (!sent) yield { header, lines: '' };
}
