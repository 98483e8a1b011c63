import { useState, type ReactNode } from 'react';
import type { PredictionRow } from '@seatscope/shared';
import { DetailsDialog } from '@/components/details-dialog';
import { DataTable, type TableColumn } from '../components/data-table';
import { formatRank, formatRupees } from '../format';
import { formatChance } from '@/lib/chance';
import { Evidence, RoundChances, bondText, optionFacts, optionKey } from './option-parts';

type OptionRow = PredictionRow & { id: string };

/** A page's options (or a chance group's part of it), whichever way they are laid out. */
export interface OptionsProps {
  caption: string;
  rows: readonly PredictionRow[];
  /** What an option offers to do with it (the choice list's button). */
  actionsFor: (row: PredictionRow) => ReactNode;
}

const money = (
  id: string,
  header: string,
  note: string,
  value: (row: PredictionRow) => number | null,
) => ({ id, header, note, numeric: true, cell: (row: PredictionRow) => formatRupees(value(row)) });

/**
 * The newest closing rank the forecast knows, a published round of the target year included:
 * the history is in year and round order.
 */
function LastClosingRank({ row }: { row: PredictionRow }) {
  const last = row.history.at(-1);
  if (!last) return 'N/A';
  return (
    <>
      {formatRank(last.closingRank)}
      <span className="block text-xs text-muted-foreground">
        {last.year} {last.roundLabel}
      </span>
    </>
  );
}

const COLUMNS: TableColumn<OptionRow>[] = [
  {
    id: 'chance',
    header: 'Chance',
    numeric: true,
    cell: (row) => <span className="font-semibold">{formatChance(row.probability)}</span>,
  },
  {
    id: 'institute',
    header: 'Institute',
    sticky: 'institute',
    cell: (row) => (
      <>
        {row.instituteName}
        {row.state && <span className="block text-xs text-muted-foreground">{row.state}</span>}
      </>
    ),
  },
  {
    // The quota reads beneath the course, as the state beneath the institute: the money columns
    // then fit beside them on a 1366 px laptop.
    id: 'course',
    header: 'Course and quota',
    sticky: 'course',
    cell: (row) => (
      <>
        {row.courseName}
        <span className="block text-xs text-muted-foreground">{row.quotaName}</span>
      </>
    ),
  },
  {
    id: 'expectedClosingRank',
    header: 'Expected closing rank',
    numeric: true,
    cell: (row) => formatRank(row.expectedClosingRank),
  },
  {
    id: 'lastClosingRank',
    header: 'Last closing rank',
    numeric: true,
    cell: (row) => <LastClosingRank row={row} />,
  },
  money('fee', 'Fee', 'Fee of year 1, rupees', (row) => row.fee),
  money('stipend', 'Stipend', 'Stipend of year 1, rupees a month', (row) => row.stipend),
  {
    id: 'bond',
    header: 'Bond',
    cell: (row) => bondText(row.bond),
  },
];

/**
 * Options as a table, a laptop's layout: many in view to compare, a row's evidence (closing
 * ranks, round by round chances) and its actions in its details (docs/product.md#rank-deepscan).
 */
export function OptionsTable({ caption, rows, actionsFor }: OptionsProps) {
  const [selected, setSelected] = useState<PredictionRow | null>(null);
  const actions = selected && actionsFor(selected);
  return (
    <>
      <DataTable
        caption={caption}
        columns={COLUMNS}
        rows={rows.map((row) => ({ ...row, id: optionKey(row) }))}
        visibility={{}}
        onRowClick={setSelected}
        rowTestId="scan-option"
      />
      <DetailsDialog
        title={selected && selected.instituteName}
        fields={
          selected
            ? [
                { label: 'Chance', value: formatChance(selected.probability) },
                { label: 'Course', value: selected.courseName },
                { label: 'Quota', value: selected.quotaName },
                { label: 'Category', value: selected.category },
                { label: 'State', value: selected.state },
                ...optionFacts(selected),
              ]
            : []
        }
        onClose={() => setSelected(null)}
      >
        {selected && (
          <div className="flex flex-col gap-3">
            <RoundChances row={selected} />
            <Evidence row={selected} />
            {actions && <div className="flex flex-wrap justify-end gap-2">{actions}</div>}
          </div>
        )}
      </DetailsDialog>
    </>
  );
}
