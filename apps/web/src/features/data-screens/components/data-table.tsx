import type { ReactNode } from 'react';
import {
  columnVisibilityFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
} from '@tanstack/react-table';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/utils';

const features = tableFeatures({ columnVisibilityFeature });

/** A column as the screen defines it: header text and a cell renderer. */
export interface TableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * The rows of one page (paging, sorting and filtering happen on the server), with column
 * visibility from TanStack Table. A row click opens its details.
 */
export function DataTable<Row extends { id: string }>({
  columns,
  rows,
  visibility,
  onRowClick,
  caption,
}: {
  columns: TableColumn<Row>[];
  rows: Row[];
  visibility: Record<string, boolean>;
  onRowClick: (row: Row) => void;
  caption: string;
}) {
  const columnDefs: ColumnDef<typeof features, Row, unknown>[] = columns.map((column) => ({
    id: column.id,
    header: column.header,
    cell: ({ row }) => column.cell(row.original),
    meta: undefined,
  }));
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => row.id,
    state: { columnVisibility: visibility },
  });
  const numeric = new Set(columns.filter((c) => c.numeric).map((c) => c.id));
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <TableHead
                key={header.id}
                className={cn('whitespace-nowrap', numeric.has(header.column.id) && 'text-right')}
              >
                <table.FlexRender header={header} />
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow
            key={row.id}
            className="cursor-pointer"
            tabIndex={0}
            onClick={() => onRowClick(row.original)}
            onKeyDown={(event) => {
              if (event.target !== event.currentTarget) return;
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onRowClick(row.original);
              }
            }}
          >
            {row.getVisibleCells().map((cell) => (
              <TableCell
                key={cell.id}
                className={cn(numeric.has(cell.column.id) && 'text-right tabular-nums')}
              >
                <table.FlexRender cell={cell} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
