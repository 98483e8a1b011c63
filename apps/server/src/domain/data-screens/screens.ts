import type { z } from 'zod';
import {
  FINANCIAL_MONEY_BOXES,
  PROFILE_BOX_LABELS,
  allotmentRowSchema,
  cutoffRowSchema,
  describeSuspectMark,
  financialRowSchema,
  seatMatrixRowSchema,
  type AllotmentRow,
  type CutoffColumn,
  type CutoffRow,
  type DataScreen,
  type FinancialRow,
  type SeatMatrixRow,
  type TableQuery,
} from '@seatscope/shared';
import type { Database } from '../../db/client';
import { withPublicRound } from '../../data/rounds';
import { FLAT_SCREENS, type FlatScreen } from './registry';
import { flatRowBatches, queryFlatPage } from './flat-table';
import { queryCutoffPage, queryCutoffRows } from './cutoffs';
import { csvHeader, csvLines, type CsvColumn } from './csv';
import type { PageCounts } from './row-count';

interface CsvBatch {
  header: string;
  lines: string;
}

/**
 * How the table route and the export read one data screen: its registry entry (registry.ts)
 * through its query's shape, the flat screens' (flat-table.ts) or Cutoff Ranks' (cutoffs.ts).
 * `query.round` holds stored rounds (storedRoundQuery in index.ts); the rows are parsed with
 * the screen's row schema.
 */
export interface ScreenReader {
  page(
    db: Database,
    query: TableQuery,
    demo: boolean,
  ): Promise<PageCounts & { rows: unknown[]; columns?: CutoffColumn[] }>;
  csvBatches(db: Database, query: TableQuery, demo: boolean): AsyncGenerator<CsvBatch>;
}

/**
 * Rows an export reads per statement: about 25 ms a batch of allotments on PostgreSQL, far
 * within the statement timeout, and a few hundred kilobytes of CSV held at a time
 * (docs/decisions/0067-exports-of-any-size.md).
 */
const EXPORT_BATCH_ROWS = 2_000;

const SEAT_COLUMNS: CsvColumn<AllotmentRow | SeatMatrixRow | CutoffRow>[] = [
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

/** A flat screen read through its registry entry; `storedRounds`: its rows name a round list. */
function flatScreen<S extends FlatScreen, Row>(
  screen: S,
  schema: z.ZodType<Row>,
  columns: CsvColumn<Row>[],
  storedRounds: boolean,
): ScreenReader {
  const def = FLAT_SCREENS[screen];
  const parse = (row: Record<string, unknown>) =>
    schema.parse(storedRounds ? withPublicRound(row) : row);
  return {
    async page(db, query, demo) {
      const { rows, ...counts } = await queryFlatPage(db, def, query, demo);
      return { ...counts, rows: rows.map(parse) };
    },
    async *csvBatches(db, query, demo) {
      const header = csvHeader(columns);
      let sent = false;
      for await (const rows of flatRowBatches(db, def, query, demo, EXPORT_BATCH_ROWS)) {
        sent = true;
        yield { header, lines: csvLines(columns, rows.map(parse)) };
      }
      // An empty result is still a file: its header line.
      if (!sent) yield { header, lines: '' };
    },
  };
}

/** A Cutoff Ranks export's columns: the seat, its money, then the closing-rank columns kept. */
function cutoffCsvColumns(columns: CutoffColumn[]): CsvColumn<CutoffRow>[] {
  return [
    ...SEAT_COLUMNS,
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
}

/** Cutoff Ranks, through its registry entry (CUTOFF_RANKS) and its own query (cutoffs.ts). */
const cutoffRanks: ScreenReader = {
  async page(db, query, demo) {
    const { rows, ...rest } = await queryCutoffPage(db, query, demo);
    return { ...rest, rows: rows.map((row) => cutoffRowSchema.parse(row)) };
  },
  async *csvBatches(db, query, demo) {
    const { rows, columns } = await queryCutoffRows(db, query, demo);
    const csvColumns = cutoffCsvColumns(columns);
    yield {
      header: csvHeader(csvColumns),
      lines: csvLines(
        csvColumns,
        rows.map((row) => cutoffRowSchema.parse(row)),
      ),
    };
  },
};

/** Every data screen, one entry each: the table route and the export read them alike. */
export const SCREEN_READERS: Record<DataScreen, ScreenReader> = {
  allotments: flatScreen(
    'allotments',
    allotmentRowSchema,
    [
      { header: 'Year', value: (row) => row.year },
      { header: 'Round', value: (row) => row.roundLabel },
      { header: 'AI Rank', value: (row) => row.aiRank },
      { header: 'Counselling Rank', value: (row) => row.counsellingRank },
      ...SEAT_COLUMNS,
      ...FEE_COLUMNS,
    ],
    true,
  ),
  cutoffs: cutoffRanks,
  'seat-matrix': flatScreen(
    'seat-matrix',
    seatMatrixRowSchema,
    [
      { header: 'Year', value: (row) => row.year },
      { header: 'Round', value: (row) => row.roundLabel },
      ...SEAT_COLUMNS,
      { header: 'Beds', value: (row) => row.beds },
      { header: 'Fee', value: (row) => row.fee },
      { header: 'Seats Clear', value: (row) => row.seats },
    ],
    true,
  ),
  financials: flatScreen(
    'financials',
    financialRowSchema,
    [
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
    false,
  ),
};
