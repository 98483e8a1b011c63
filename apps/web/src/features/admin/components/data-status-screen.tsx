import { useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, ShieldAlert } from 'lucide-react';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { DataStatus, ImportRunRow, LiveList } from '@seatscope/shared';

import { PageMain } from '@/components/layout/page-main';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useDataStatus, useImportRuns } from '../api/data-status';

// /app/admin/data-status: what is live, for the admin (docs/operations.md#what-is-live), as
// `npm run data -- status` prints it, with the imports' history.

const count = (value: number) => value.toLocaleString('en-IN');
/** `2026-11-28 00:39 UTC`, as the command prints it. */
const minuteOf = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

const features = tableFeatures({});

interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A read-only table of rows (TanStack Table over the kit's Table). */
function StatusTable<Row extends RowData>({
  caption,
  columns,
  rows,
  rowId,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowId: (row: Row) => string;
}) {
  const columnDefs: ColumnDef<typeof features, Row, unknown>[] = columns.map((column) => ({
    id: column.id,
    header: () => column.header,
    cell: ({ row }) => column.cell(row.original),
  }));
  const table = useTable({ features, columns: columnDefs, data: rows, getRowId: rowId });
  const numeric = new Set(columns.filter((column) => column.numeric).map((column) => column.id));
  const cellClass = (id: string) => cn(numeric.has(id) && 'text-right tabular-nums');
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <TableHead key={header.id} className={cellClass(header.column.id)}>
                <table.FlexRender header={header} />
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id}>
            {row.getAllCells().map((cell) => (
              <TableCell key={cell.id} className={cellClass(cell.column.id)}>
                <table.FlexRender cell={cell} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const LIST_NAMES: Record<LiveList['list'], string> = {
  held: 'Seats held after the round',
  allotted: 'Allotments made in the round',
  official: 'Closing ranks (official list)',
  'derived-list': 'Closing ranks (derived list)',
  'seat-matrix': 'Seat matrix',
};

const LIST_COLUMNS: Column<LiveList>[] = [
  { id: 'counselling', header: 'Counselling', cell: (list) => list.counselling },
  { id: 'year', header: 'Year', cell: (list) => list.year },
  { id: 'round', header: 'Round', cell: (list) => list.roundLabel },
  { id: 'list', header: 'List', cell: (list) => LIST_NAMES[list.list] },
  { id: 'rows', header: 'Rows', cell: (list) => count(list.rows), numeric: true },
  { id: 'rejected', header: 'Rejected', cell: (list) => count(list.rejected), numeric: true },
  { id: 'suspect', header: 'Suspect', cell: (list) => count(list.suspect), numeric: true },
  { id: 'importedAt', header: 'Imported', cell: (list) => minuteOf(list.importedAt) },
  {
    id: 'source',
    header: 'Source',
    cell: (list) => (
      <span className="break-all whitespace-normal">
        {list.source} <span className="text-muted-foreground">({list.kind})</span>
      </span>
    ),
  },
];

const RUN_COLUMNS: Column<ImportRunRow>[] = [
  { id: 'importedAt', header: 'When', cell: (run) => minuteOf(run.importedAt) },
  {
    id: 'file',
    header: 'File',
    cell: (run) => <span className="break-all whitespace-normal">{run.fileName}</span>,
  },
  { id: 'kind', header: 'Kind', cell: (run) => run.kind },
  {
    id: 'scope',
    header: 'Counselling',
    cell: (run) =>
      [run.counselling, run.year, run.roundLabel].filter((part) => part !== null).join(' · ') ||
      '—',
  },
  { id: 'read', header: 'Read', cell: (run) => count(run.rowsRead), numeric: true },
  { id: 'imported', header: 'Imported', cell: (run) => count(run.rowsImported), numeric: true },
  { id: 'rejected', header: 'Rejected', cell: (run) => count(run.rowsRejected), numeric: true },
  {
    id: 'reasons',
    header: 'Rejected for',
    cell: (run) =>
      run.rejectedByReason.length === 0 ? (
        '—'
      ) : (
        <ul className="grid gap-0.5 whitespace-normal">
          {run.rejectedByReason.map((reason) => (
            <li key={reason.reason}>
              {count(reason.rows)} × {reason.reason} (first: row {reason.firstRow})
            </li>
          ))}
        </ul>
      ),
  },
];

function BundleLine({ bundle }: { bundle: DataStatus['bundle'] }) {
  if (!bundle) {
    return (
      <p data-testid="bundle">
        None: the data did not come from the bundled release (<code>data/bundle</code>).
      </p>
    );
  }
  return (
    <p data-testid="bundle">
      Loaded {minuteOf(bundle.loadedAt)}, {count(bundle.rows)} rows. Identity{' '}
      <code className="break-all">{bundle.sha256}</code>
    </p>
  );
}

function NotAllowed() {
  return (
    <Alert variant="destructive">
      <ShieldAlert aria-hidden="true" />
      <AlertTitle>Not allowed</AlertTitle>
      <AlertDescription>Only an administrator can see what is live.</AlertDescription>
    </Alert>
  );
}

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

function LoadError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="text-destructive">
      {errorMessage(error)}
    </p>
  );
}

function History({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const runs = useImportRuns(page, enabled);
  if (runs.error) return <LoadError error={runs.error} />;
  if (!runs.data) return <Skeleton className="h-24" aria-label="Loading the imports' history" />;
  const { rows, total, pageSize } = runs.data;
  if (total === 0) return <p className="text-muted-foreground">Nothing has been imported.</p>;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="grid gap-3">
      <StatusTable
        caption="The imports' history"
        columns={RUN_COLUMNS}
        rows={rows}
        rowId={(run) => String(run.id)}
      />
      <nav aria-label="History pages" className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {count(total)} imports · Page {runs.data.page} of {pageCount}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => setPage(page - 1)}
            disabled={runs.isFetching || page <= 1}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="outline"
            onClick={() => setPage(page + 1)}
            disabled={runs.isFetching || page >= pageCount}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </nav>
    </div>
  );
}

/** /app/admin/data-status: admins only; anyone else sees that it is not theirs to see. */
export function DataStatusScreen() {
  const session = useSession();
  const isAdmin = session.me?.roles.includes('admin') === true;
  const status = useDataStatus(isAdmin);
  const forbidden = (session.me && !isAdmin) || isForbidden(status.error);

  return (
    <PageMain className="mx-auto grid w-full max-w-7xl gap-6 p-4 md:p-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">What is live</h1>
        <p className="text-muted-foreground">
          The bundled release this installation loaded, each round list the screens serve with the
          file it came from, and every import.
        </p>
      </div>
      {forbidden ? (
        <NotAllowed />
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg font-semibold">Bundled data</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {status.error ? (
                <LoadError error={status.error} />
              ) : status.data ? (
                <BundleLine bundle={status.data.bundle} />
              ) : (
                <Skeleton className="h-6" aria-label="Loading what is live" />
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg font-semibold">Live round lists</h2>
              </CardTitle>
              <CardDescription>
                One row per counselling, year, round and list. Rejected: rows its files rejected.
                Suspect: closing ranks marked suspect (`npm run data -- suspects` lists them).
              </CardDescription>
            </CardHeader>
            <CardContent>
              {status.data &&
                (status.data.lists.length === 0 ? (
                  <p className="text-muted-foreground">
                    No round list is live: nothing imported holds allotments, closing ranks or
                    seats.
                  </p>
                ) : (
                  <StatusTable
                    caption="Live round lists"
                    columns={LIST_COLUMNS}
                    rows={status.data.lists}
                    rowId={(list) => `${list.counselling}/${list.year}/${list.round}/${list.list}`}
                  />
                ))}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg font-semibold">Imports&apos; history</h2>
              </CardTitle>
              <CardDescription>
                Every import, newest first, with its most common rejection reasons.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <History enabled={isAdmin} />
            </CardContent>
          </Card>
        </>
      )}
    </PageMain>
  );
}
