import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import type { CutoffColumn, CutoffRow } from '@seatscope/shared';
import type { OpenCutoffCell } from '../components/cutoff-detail-dialog';
import { SuspectNote } from '../components/suspect-note';
import { rankChange } from '../cutoff-columns';
import { formatRank } from '../format';

/**
 * One closing rank of a Cutoff Ranks row: a button that opens the cell's allotments, how far it
 * moved since a year before, and its suspect mark (docs/decisions/0086-suspect-values.md).
 */
export function ClosingRankCell({
  row,
  column,
  columns,
  counselling,
  onOpen,
}: {
  row: CutoffRow;
  column: CutoffColumn;
  columns: readonly CutoffColumn[];
  counselling: string | null;
  onOpen: (cell: OpenCutoffCell) => void;
}) {
  const rank = row.closingRanks[column.key];
  if (rank === undefined) return '-';
  const change = rankChange(columns, column, row.closingRanks);
  const mark = row.suspectRanks[column.key];
  const ChangeIcon = change?.direction === 'up' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <span className="inline-flex items-center gap-1">
      <button
        type="button"
        className="text-primary underline-offset-4 hover:underline"
        aria-label={`${column.label} closing rank ${formatRank(rank)} at ${row.instituteName}, ${row.courseName}`}
        onClick={(event) => {
          event.stopPropagation();
          if (!counselling) return;
          onOpen({
            counselling,
            year: column.year,
            round: column.round,
            list: column.list,
            // The title reads "Round 2", or the round's own label ("Stray").
            roundName: column.roundLabel,
            institute: row.instituteId,
            course: row.courseId,
            quota: row.quotaName,
            category: row.category,
          });
        }}
      >
        {formatRank(rank)}
      </button>
      {change && (
        <span title={change.label} className="text-muted-foreground">
          <ChangeIcon aria-hidden="true" className="size-3" />
          <span className="sr-only">{change.label}</span>
        </span>
      )}
      {mark && <SuspectNote mark={mark} />}
    </span>
  );
}
