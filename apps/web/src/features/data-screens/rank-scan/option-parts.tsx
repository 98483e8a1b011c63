import type { ReactNode } from 'react';
import type { PredictionRow } from '@seatscope/shared';
import { RankResultItem } from '../components/rank-tool-page';
import { formatRank, formatRupees } from '../format';
import { formatChance } from '@/lib/chance';
import { likelyRoundText, roundText } from './chance-groups';

export function bondText(bond: PredictionRow['bond']): string {
  if (!bond) return 'N/A';
  const years = bond.years === null ? null : `${bond.years} ${bond.years === 1 ? 'year' : 'years'}`;
  const penalty = bond.penalty === null ? null : formatRupees(bond.penalty);
  return [years, penalty].filter(Boolean).join(', ') || 'N/A';
}

/** An option's money and expected closing rank, as a card and the table's details list them. */
export function optionFacts(row: PredictionRow): { label: string; value: string }[] {
  return [
    { label: 'Expected closing rank', value: formatRank(row.expectedClosingRank) },
    { label: 'Fee (year 1)', value: formatRupees(row.fee) },
    { label: 'Stipend (year 1)', value: formatRupees(row.stipend) },
    { label: 'Bond', value: bondText(row.bond) },
  ];
}

/** An option's key: one seat of a category (institute, course, quota). */
export const optionKey = (row: PredictionRow) =>
  `${row.instituteId}-${row.courseId}-${row.quotaName}-${row.category}`;

/** The chance per round and the first likely round; nothing where no round has a figure. */
export function RoundChances({ row }: { row: PredictionRow }) {
  const summary = likelyRoundText(row);
  // Published rounds show their closing rank even when no round to come has a figure.
  if (summary === null && !row.rounds.some((round) => round.published)) return null;
  return (
    <div>
      <p className="text-xs text-muted-foreground">By round</p>
      {summary !== null && (
        <p className="text-sm font-medium" data-testid="likely-round">
          {summary}
        </p>
      )}
      <ul className="mt-1 flex flex-wrap gap-1.5 text-xs" aria-label="Chance by round">
        {row.rounds.map((round) => (
          <li
            key={`${round.round}-${round.list}`}
            className="rounded border bg-muted/50 px-1.5 py-0.5 tabular-nums"
          >
            {round.roundLabel}: {roundText(round)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The closing ranks the chance is learned from. */
export function Evidence({ row }: { row: PredictionRow }) {
  return (
    <div>
      <p className="text-xs text-muted-foreground">Closing ranks (evidence)</p>
      <ul
        className="mt-1 flex flex-wrap gap-1.5 text-xs"
        aria-label="Closing ranks by year and round"
      >
        {row.history.map((cell) => (
          <li
            key={`${cell.year}-${cell.round}-${cell.list}`}
            className="rounded border bg-muted/50 px-1.5 py-0.5 tabular-nums"
          >
            {cell.year} {cell.roundLabel}: {formatRank(cell.closingRank)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An option as a card: a phone's layout (docs/product.md#rank-deepscan). */
export function OptionCard({ row, actions }: { row: PredictionRow; actions: ReactNode }) {
  return (
    <RankResultItem
      testId="scan-option"
      title={row.instituteName}
      subtitle={
        <p className="text-sm break-words text-muted-foreground">
          {[row.courseName, row.quotaName, row.category, row.state].filter(Boolean).join(' · ')}
        </p>
      }
      figure={
        <p className="shrink-0 text-right">
          <span className="block text-xl font-semibold tabular-nums">
            {formatChance(row.probability)}
          </span>
          <span className="text-xs text-muted-foreground">chance</span>
        </p>
      }
      actions={actions}
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {optionFacts(row).map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs text-muted-foreground">{fact.label}</dt>
            <dd className="tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <RoundChances row={row} />
      <Evidence row={row} />
    </RankResultItem>
  );
}
