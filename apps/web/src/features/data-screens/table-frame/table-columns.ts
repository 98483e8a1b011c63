import {
  FINANCIAL_MONEY_BOXES,
  type DataScreen,
  type Facets,
  type FinancialMoneyBox,
  type RankType,
  type ScreenRowTypes,
} from '@seatscope/shared';
import { SCREEN_COLUMNS, type ScreenColumn } from '../columns';
import type { TableColumn } from '../components/data-table';

/** Columns that stay away when no row of the counselling has their field (e.g. fee lists without courses). */
const FACET_OF_COLUMN: Partial<
  Record<string, keyof Pick<Facets, 'courses' | 'quotas' | 'categories' | 'years'>>
> = { course: 'courses', quota: 'quotas', category: 'categories', year: 'years' };
const isMoneyBox = (id: string): id is FinancialMoneyBox =>
  FINANCIAL_MONEY_BOXES.some((box) => box === id);
const RANK_COLUMNS: Partial<Record<string, RankType>> = {
  aiRank: 'ai',
  counsellingRank: 'counselling',
};

/** A screen's columns of its registry (columns.tsx) that the counselling's data has. */
export function shownColumns<S extends DataScreen>(
  screen: S,
  facets: Facets | undefined,
): ScreenColumn<ScreenRowTypes[S]>[] {
  const publishedRanks = facets?.rankTypes ?? [];
  // Fields no row of the counselling has, and ranks it does not publish, are not columns.
  return SCREEN_COLUMNS[screen].filter((column) => {
    const facet = FACET_OF_COLUMN[column.id];
    const rank = RANK_COLUMNS[column.id];
    if (facet && facets && facets[facet].length === 0) return false;
    // A profile's box is a column where the counselling's fee rows have it, once that is known.
    if (isMoneyBox(column.id)) return facets?.moneyBoxes.includes(column.id) ?? false;
    return !rank || !facets || publishedRanks.includes(rank);
  });
}

const asTableColumn = <Row>(column: ScreenColumn<Row>): TableColumn<Row> => ({
  id: column.id,
  header: column.header,
  numeric: column.numeric,
  sticky: column.sticky,
  cell: column.cell ?? column.value,
});

/**
 * The table's columns: who the row is first, then the columns the page brings (Cutoff Ranks'
 * closing ranks), then the other numbers; details-only fields are not columns.
 */
export function tableColumns<Row>(
  columns: readonly ScreenColumn<Row>[],
  pageColumns: readonly TableColumn<Row>[],
): TableColumn<Row>[] {
  const inTable = columns.filter((column) => !column.detailsOnly);
  return [
    ...inTable.filter((column) => column.sticky).map(asTableColumn),
    ...pageColumns,
    ...inTable.filter((column) => !column.sticky).map(asTableColumn),
  ];
}

/** A row's fields as its details list them: every column's, formatted. */
export const rowFields = <Row>(columns: readonly ScreenColumn<Row>[], row: Row) =>
  columns.map((column) => ({ label: column.header, value: column.value(row) }));
