import { SCREEN_CAPABILITIES, type ScreenRowTypes } from '@seatscope/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { DataTable, type TableColumn } from '../components/data-table';
import { DemoAlert, DemoNoMatch, DemoOverlay } from '../components/demo-notice';
import { TablePager } from './table-pager';
import type { ScreenTable } from './use-screen-table';

/** How a screen says its page failed: a banner, or one line (Seat Availability's). */
export type FailureStyle = 'banner' | 'line';

function PageFailure({ message, style }: { message: string; style: FailureStyle }) {
  if (style === 'line') {
    return (
      <p role="alert" className="text-destructive">
        Error: {message}
      </p>
    );
  }
  return (
    <Alert variant="destructive">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

export interface TableResultsProps<Row> {
  table: ScreenTable;
  title: string;
  emptyPrompt: string;
  columns: TableColumn<Row>[];
  onRowClick: (row: Row) => void;
  onPurchase: () => void;
  failure: FailureStyle;
  /** A line beneath the demo alert (Seat Allocation's). */
  demoNote?: string;
}

/**
 * What stands where the rows go: the prompt, loading, the failure, or the demo notices, the
 * rows (or that none match) and the pager (docs/product.md#data-screens, docs/product.md#demo-rule).
 */
export function TableResults<Row extends ScreenRowTypes[keyof ScreenRowTypes]>({
  table,
  title,
  emptyPrompt,
  columns,
  onRowClick,
  onPurchase,
  failure,
  demoNote,
}: TableResultsProps<Row>) {
  const { view, page, update } = table;
  if (!view.counselling) return <p className="text-muted-foreground">{emptyPrompt}</p>;
  if (page.isPending) return <p role="status">Loading...</p>;
  if (page.isError) {
    return <PageFailure message={page.error.message || 'Failed to fetch data'} style={failure} />;
  }
  const data = page.data;
  return (
    <>
      {data.demo && <DemoAlert />}
      {data.demo && demoNote && <p className="text-sm text-muted-foreground">{demoNote}</p>}
      {data.rows.length === 0 ? (
        data.demo ? (
          // Only a filter empties the sample; what it finds in the full data is not told.
          <DemoNoMatch onPurchase={onPurchase} />
        ) : (
          <p className="rounded-md border p-6 text-center text-muted-foreground">
            No data available
          </p>
        )
      ) : (
        <div className="min-w-0" aria-busy={page.isFetching}>
          <DataTable
            caption={title}
            columns={columns}
            // The page holds the screen's rows: the frame's columns were made for them.
            rows={data.rows as Row[]}
            visibility={table.visibility}
            onRowClick={onRowClick}
            sorting={{
              sort: view.sort,
              fields: SCREEN_CAPABILITIES[table.screen].sorts,
              onSort: (sort) => update({ sort }),
            }}
          />
        </div>
      )}
      {data.demo ? (
        <DemoOverlay onPurchase={onPurchase} />
      ) : (
        <TablePager
          data={data}
          askedPage={view.page}
          standingIn={page.isPlaceholderData}
          onPage={(next) => update({ page: next })}
        />
      )}
    </>
  );
}
