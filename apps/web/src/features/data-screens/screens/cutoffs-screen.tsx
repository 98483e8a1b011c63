import { useState, type ReactNode } from 'react';
import { describeSuspectMark, type CutoffColumn, type CutoffRow } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { CutoffDetailDialog, type OpenCutoffCell } from '../components/cutoff-detail-dialog';
import type { TableColumn } from '../components/data-table';
import { orderCutoffColumns, rankChange } from '../cutoff-columns';
import { formatRank } from '../format';
import { TableFrame, type DataScreenProps } from '../table-frame/table-frame';
import { useScreenTable } from '../table-frame/use-screen-table';
import { ClosingRankCell } from './closing-rank-cell';
import { SeatTrend } from './seat-trend';

export interface CutoffRanksScreenProps extends DataScreenProps {
  /**
   * Actions on a Cutoff Ranks row, shown in its details (the app layer passes the choice list's
   * "Add to choice list", docs/decisions/0026-choice-list.md).
   */
  rowActions?: (counselling: string, row: CutoffRow) => ReactNode;
}

/** A row's closing ranks as its details list them: the rank, its change, its mark. */
function closingRankFields(columns: readonly CutoffColumn[], row: CutoffRow) {
  return columns.map((column) => {
    const rank = row.closingRanks[column.key];
    const change = rankChange(columns, column, row.closingRanks);
    const mark = row.suspectRanks[column.key];
    const shown = [
      rank === undefined ? '-' : formatRank(rank),
      change && `(${change.label})`,
      mark && `(${describeSuspectMark(mark)})`,
    ];
    return { label: column.label, value: shown.filter(Boolean).join(' ') };
  });
}

/**
 * Cutoff Ranks: a seat's closing ranks by year and round as columns the page brings, newest
 * year first or oldest, each cell opening its allotments; a row's details draw its trend
 * (docs/product.md#cutoff-ranks, docs/decisions/0021-numbers-people-pay-for.md).
 */
export function CutoffRanksScreen({ rowActions, ...props }: CutoffRanksScreenProps) {
  const table = useScreenTable('cutoffs');
  const { view } = table;
  const [newestFirst, setNewestFirst] = useState(true);
  const [cell, setCell] = useState<OpenCutoffCell | null>(null);
  const columns = orderCutoffColumns(table.page.data?.columns ?? [], newestFirst);
  const closingRankColumns: TableColumn<CutoffRow>[] = columns.map((column) => ({
    id: `cutoff-${column.key}`,
    header: column.label,
    note: column.listNote,
    numeric: true,
    cell: (row) => (
      <ClosingRankCell
        row={row}
        column={column}
        columns={columns}
        counselling={view.counselling}
        onOpen={setCell}
      />
    ),
  }));
  return (
    <TableFrame
      {...props}
      table={table}
      pageColumns={closingRankColumns}
      toolbar={
        // A toggle: pressed, the newest year comes first; released, the oldest.
        <Button
          variant={newestFirst ? 'default' : 'outline'}
          aria-pressed={newestFirst}
          onClick={() => setNewestFirst(!newestFirst)}
        >
          Newest year first
        </Button>
      }
      onReset={() => setNewestFirst(true)}
      detailFields={(row) => closingRankFields(columns, row)}
      details={(row) => (
        <>
          <SeatTrend seat={row} view={view} columns={columns} />
          {view.counselling && rowActions && (
            <div className="flex flex-wrap gap-2">{rowActions(view.counselling, row)}</div>
          )}
        </>
      )}
    >
      <CutoffDetailDialog cell={cell} onClose={() => setCell(null)} />
    </TableFrame>
  );
}
