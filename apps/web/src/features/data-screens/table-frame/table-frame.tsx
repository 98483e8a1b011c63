import { useState, type ReactNode } from 'react';
import type { DataScreen, ScreenRowTypes } from '@seatscope/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { PageMain } from '@/components/layout/page-main';
import type { TableColumn } from '../components/data-table';
import { RowDetailsDialog } from '../components/row-details-dialog';
import { rowFields, shownColumns, tableColumns } from './table-columns';
import { TableResults, type FailureStyle } from './table-results';
import { TableToolbar } from './table-toolbar';
import type { ScreenTable } from './use-screen-table';

/** The texts and the purchase flow a route gives a data screen. */
export interface DataScreenProps {
  title: string;
  /** The prompt before a counselling is chosen (docs/product.md#data-screens). */
  emptyPrompt: string;
  /** Opens the purchase flow; the app layer decides what that is. */
  onPurchase: () => void;
}

/** What a screen adds to the frame; a screen that adds nothing is the frame alone. */
export interface ScreenParts<Row> {
  /** Columns the page brings, after the identifying ones (Cutoff Ranks' closing ranks). */
  pageColumns?: TableColumn<Row>[];
  /** Controls after the rank type in the toolbar. */
  toolbar?: ReactNode;
  /** Fields of a row's details after its columns' fields. */
  detailFields?: (row: Row) => { label: string; value: string }[];
  /** What a row's details show beneath its fields. */
  details?: (row: Row) => ReactNode;
  /** Reset puts the screen's own state back too. */
  onReset?: () => void;
  failure?: FailureStyle;
  demoNote?: string;
  /** Dialogs the screen opens from its cells. */
  children?: ReactNode;
}

/**
 * The one frame of the data screens: toolbar, facets' failure, the rows, and a row's details
 * (docs/product.md#data-screens, docs/product.md#demo-rule). Each screen in `screens/` is this
 * frame over its own table (useScreenTable) and parts.
 */
export function TableFrame<S extends DataScreen>({
  table,
  title,
  emptyPrompt,
  onPurchase,
  pageColumns = [],
  toolbar,
  detailFields,
  details,
  onReset,
  failure = 'banner',
  demoNote,
  children,
}: DataScreenProps & ScreenParts<ScreenRowTypes[S]> & { table: ScreenTable<S> }) {
  const [selected, setSelected] = useState<ScreenRowTypes[S] | null>(null);
  const { facets, page } = table;
  const columns = shownColumns(table.screen, facets.data);
  const inTable = tableColumns(columns, pageColumns);
  const reset = () => {
    onReset?.();
    table.reset();
  };
  return (
    <PageMain className="flex min-w-0 flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <TableToolbar table={table} columns={inTable} onReset={reset}>
        {toolbar}
      </TableToolbar>
      {/* One failure, one banner: when the page failed too, its banner says it. */}
      {facets.isError && !page.isError && (
        <Alert variant="destructive">
          <AlertDescription>
            {facets.error.message || 'Failed to fetch filter options'}
          </AlertDescription>
        </Alert>
      )}
      <TableResults
        table={table}
        title={title}
        emptyPrompt={emptyPrompt}
        columns={inTable}
        onRowClick={setSelected}
        onPurchase={onPurchase}
        failure={failure}
        demoNote={demoNote}
      />
      <RowDetailsDialog
        title={selected ? selected.instituteName : null}
        fields={
          selected ? [...rowFields(columns, selected), ...(detailFields?.(selected) ?? [])] : []
        }
        extra={selected ? details?.(selected) : undefined}
        onClose={() => setSelected(null)}
      />
      {children}
    </PageMain>
  );
}
