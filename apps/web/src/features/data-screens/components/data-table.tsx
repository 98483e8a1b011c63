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
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import type { SortField, SortOption } from '@seatscope/shared';
import { cn } from '@/lib/utils';
import type { StickySlot } from '../columns';

/** The server-side sort as the header shows and changes it (docs/product.md#data-screens). */
export interface HeaderSorting {
  sort: SortOption | null;
  /** The columns (by id, which is the sort field's name) the screen can sort by. */
  fields: readonly SortField[];
  onSort: (sort: SortOption) => void;
}

/** The header of a sortable column: a button that sorts, an arrow for the active direction. */
function SortHeader({
  field,
  label,
  sorting,
}: {
  field: SortField;
  label: string;
  sorting: HeaderSorting;
}) {
  const direction = sorting.sort?.field === field ? sorting.sort.direction : null;
  const Icon =
    direction === 'asc' ? ArrowUpIcon : direction === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <button
      type="button"
      // The name stays the column's; the header's aria-sort says the order, the title what a click does.
      title={`Sort by ${label}, ${direction === 'asc' ? 'descending' : 'ascending'}`}
      className="inline-flex items-center gap-1 font-medium hover:underline"
      onClick={() => sorting.onSort({ field, direction: direction === 'asc' ? 'desc' : 'asc' })}
    >
      {label}
      <Icon aria-hidden="true" className={cn('size-3.5', !direction && 'opacity-40')} />
    </button>
  );
}

const ariaSort = (sorting: HeaderSorting | undefined, id: string) => {
  if (!sorting?.sort || sorting.sort.field !== id) return undefined;
  return sorting.sort.direction === 'asc' ? 'ascending' : 'descending';
};

const features = tableFeatures({ columnVisibilityFeature });

/** A column as the screen defines it: header text and a cell renderer. */
export interface TableColumn<Row> {
  id: string;
  header: string;
  /** What the column holds, as the header's tooltip (a round's list); the name stays `header`. */
  note?: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  sticky?: StickySlot;
}

// The identifying columns stay on the left while the numbers scroll beneath the header
// (docs/decisions/0025-data-tables-that-fit.md). Their widths are fixed so the second can sit
// exactly beside the first. On a phone there is one: the course reads beneath the institute
// (`PhoneCourse`), so the numbers start after 9 rem.
const STICKY_CELL: Record<StickySlot, string> = {
  institute:
    'sticky left-0 z-[1] w-36 min-w-36 max-w-36 whitespace-normal bg-background group-hover:bg-muted sm:w-56 sm:min-w-56 sm:max-w-56',
  course:
    'w-44 min-w-44 max-w-44 whitespace-normal max-sm:hidden sm:sticky sm:left-56 sm:z-[1] sm:bg-background sm:group-hover:bg-muted sm:shadow-[inset_-1px_0_0_var(--border)]',
};

/** The course cell beneath the institute's, on a phone only, while the course column is shown. */
function PhoneCourse({ children }: { children: ReactNode }) {
  return <div className="mt-1.5 border-t border-dashed pt-1.5 sm:hidden">{children}</div>;
}

/**
 * The rows of one page (paging, sorting and filtering happen on the server), with column
 * visibility from TanStack Table. The table scrolls in its own box, both ways, under a sticky
 * header; the page itself never scrolls sideways. A row click opens its details.
 */
export function DataTable<Row extends { id: string }>({
  columns,
  rows,
  visibility,
  onRowClick,
  caption,
  sorting,
  rowTestId,
}: {
  columns: TableColumn<Row>[];
  rows: Row[];
  visibility: Record<string, boolean>;
  onRowClick: (row: Row) => void;
  caption: string;
  sorting?: HeaderSorting;
  /** Each row's test id, where a screen shows the same rows as cards on a phone. */
  rowTestId?: string;
}) {
  const sortFieldOf = (id: string) => sorting?.fields.find((field) => field === id);
  const columnDefs: ColumnDef<typeof features, Row, unknown>[] = columns.map((column) => ({
    id: column.id,
    header: () => {
      const field = sortFieldOf(column.id);
      if (field && sorting) {
        return <SortHeader field={field} label={column.header} sorting={sorting} />;
      }
      return column.note ? <span title={column.note}>{column.header}</span> : column.header;
    },
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
  const byId = new Map(columns.map((column) => [column.id, column]));
  const courseColumn = columns.find(
    (column) => column.sticky === 'course' && visibility[column.id] !== false,
  );
  const cellClass = (id: string) => {
    const column = byId.get(id);
    return cn(
      'border-b',
      column?.numeric && 'text-right tabular-nums',
      column?.sticky && STICKY_CELL[column.sticky],
      // A phone wraps words ("Round 2 allotments") and headers, never numbers, so more numbers
      // are in view.
      !column?.numeric && !column?.sticky && 'max-sm:min-w-16 max-sm:whitespace-normal',
    );
  };
  return (
    <Table
      className="border-separate border-spacing-0"
      containerProps={{
        // Keyboard users scroll the box with the arrow keys once it has focus.
        tabIndex: 0,
        'aria-label': `${caption} table`,
        role: 'region',
        className: 'max-h-[calc(100dvh-15rem)] overflow-auto rounded-md border',
      }}
    >
      <caption className="sr-only">{caption}</caption>
      <TableHeader className="[&_tr]:border-b-0">
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => (
              <TableHead
                key={header.id}
                aria-sort={ariaSort(sorting, header.column.id)}
                className={cn(
                  cellClass(header.column.id),
                  'sticky top-0 z-[2] bg-background max-sm:whitespace-normal',
                  byId.get(header.column.id)?.sticky === 'institute' && 'z-[3]',
                  byId.get(header.column.id)?.sticky === 'course' && 'sm:z-[3]',
                )}
              >
                <table.FlexRender header={header} />
                {courseColumn && byId.get(header.column.id)?.sticky === 'institute' && (
                  <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                    and {courseColumn.header.toLowerCase()}
                  </span>
                )}
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow
            key={row.id}
            className="group cursor-pointer border-b-0 hover:bg-muted"
            data-testid={rowTestId}
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
              <TableCell key={cell.id} className={cellClass(cell.column.id)}>
                <table.FlexRender cell={cell} />
                {courseColumn && byId.get(cell.column.id)?.sticky === 'institute' && (
                  <PhoneCourse>{courseColumn.cell(row.original)}</PhoneCourse>
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
