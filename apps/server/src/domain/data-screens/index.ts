import type { z } from 'zod';
import {
  EXPORT_ROW_LIMIT,
  allotmentRowSchema,
  cutoffDetailRowSchema,
  cutoffRowSchema,
  financialRowSchema,
  seatMatrixRowSchema,
  type AllotmentRow,
  type CutoffColumn,
  type CutoffDetailQuery,
  type CutoffDetailRow,
  type CutoffRow,
  type DataScreen,
  type FinancialRow,
  type SeatMatrixRow,
  type TableQuery,
} from '@seatscope/shared';
import type { Database } from '../../db/client';
import { FLAT_SCREENS, type FlatScreen } from './registry';
import { queryFlatPage, queryFlatRows } from './flat-table';
import { queryCutoffDetail, queryCutoffPage, queryCutoffRows } from './cutoffs';
import { toCsv, type CsvColumn } from './csv';

export { listCounsellings, loadFacets, counsellingExists } from './reference';
export { withDataVersion } from './read-cache';

const ROW_SCHEMAS = {
  allotments: allotmentRowSchema,
  'seat-matrix': seatMatrixRowSchema,
  financials: financialRowSchema,
} satisfies Record<FlatScreen, z.ZodType>;

interface FlatRowTypes {
  allotments: AllotmentRow;
  'seat-matrix': SeatMatrixRow;
  financials: FinancialRow;
}

export interface PageResult<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  demo: boolean;
  matching?: number;
}

/** One page of allotments, seat matrix or financials; `demo` limits it to the sample. */
export async function getFlatPage<S extends FlatScreen>(
  db: Database,
  screen: S,
  query: TableQuery,
  demo: boolean,
): Promise<PageResult<FlatRowTypes[S]>> {
  const result = await queryFlatPage(db, FLAT_SCREENS[screen], query, demo);
  const schema = ROW_SCHEMAS[screen] as unknown as z.ZodType<FlatRowTypes[S]>;
  return {
    rows: result.rows.map((row) => schema.parse(row)),
    total: result.total,
    page: query.page,
    pageSize: query.pageSize,
    demo,
    ...(result.matching === undefined ? {} : { matching: result.matching }),
  };
}

export async function getCutoffPage(
  db: Database,
  query: TableQuery,
  demo: boolean,
): Promise<PageResult<CutoffRow> & { columns: CutoffColumn[] }> {
  const result = await queryCutoffPage(db, query, demo);
  return {
    rows: result.rows.map((row) => cutoffRowSchema.parse(row)),
    total: result.total,
    page: query.page,
    pageSize: query.pageSize,
    demo,
    ...(result.matching === undefined ? {} : { matching: result.matching }),
    columns: result.columns,
  };
}

/** Null when a demo viewer asks for a cell outside the demo sample. */
export async function getCutoffDetail(
  db: Database,
  query: CutoffDetailQuery,
  demo: boolean,
): Promise<CutoffDetailRow[] | null> {
  const result = await queryCutoffDetail(db, query, demo);
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
    ...FEE_COLUMNS,
  ],
};

/** The current filtered result as CSV; a demo viewer gets the sample only. */
export async function exportCsv(
  db: Database,
  screen: DataScreen,
  query: TableQuery,
  demo: boolean,
): Promise<string> {
  if (screen === 'cutoffs') {
    const { rows, columns } = await queryCutoffRows(db, query, demo, EXPORT_ROW_LIMIT);
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
        value: (row) => row.closingRanks[column.key],
      })),
    ];
    return toCsv(cutoffColumns, parsed);
  }
  return flatCsv(db, screen, query, demo);
}

async function flatCsv<S extends FlatScreen>(
  db: Database,
  screen: S,
  query: TableQuery,
  demo: boolean,
): Promise<string> {
  const rows = await queryFlatRows(db, FLAT_SCREENS[screen], query, demo, EXPORT_ROW_LIMIT);
  const schema = ROW_SCHEMAS[screen] as unknown as z.ZodType<FlatRowTypes[S]>;
  return toCsv(
    CSV_COLUMNS[screen],
    rows.map((row) => schema.parse(row)),
  );
}
