import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { DetailsRow } from './details-dialogs';

/** One column of a Knowledge Hub table: its heading, cell classes and what a row shows in it. */
export interface HubColumn<Row> {
  header: string;
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** A Knowledge Hub table whose rows open their details (Enter, Space or a click). */
export function HubTable<Row extends { id: number | string; name: string }>({
  columns,
  rows,
  onOpen,
}: {
  columns: HubColumn<Row>[];
  rows: Row[];
  onOpen: (row: Row) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column, index) => (
            <TableHead key={column.header} className={index === 0 ? 'px-4' : undefined}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <DetailsRow key={row.id} label={row.name} onOpen={() => onOpen(row)}>
            {columns.map((column) => (
              <TableCell key={column.header} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
          </DetailsRow>
        ))}
      </TableBody>
    </Table>
  );
}
