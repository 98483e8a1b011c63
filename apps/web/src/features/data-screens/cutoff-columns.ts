import { compareRounds, type CutoffColumn } from '@seatscope/shared';
import { formatNumber } from './format';

/**
 * Cutoff Ranks' year and round columns in the order chosen: the newest year first (the
 * default) or the oldest, the rounds of a year in their own order either way
 * (docs/decisions/0021-numbers-people-pay-for.md).
 */
export function orderCutoffColumns(
  columns: readonly CutoffColumn[],
  newestFirst: boolean,
): CutoffColumn[] {
  return [...columns].sort(
    (a, b) => (newestFirst ? b.year - a.year : a.year - b.year) || compareRounds(a, b),
  );
}

export interface RankChange {
  direction: 'up' | 'down';
  /** "up 1,234 from 2022": how far the closing rank moved since the same round a year before. */
  label: string;
}

/**
 * The change of a cell's closing rank from the same round of the nearest earlier year that has
 * it; null when that year has no such round, either cell is empty, or the rank did not move.
 */
export function rankChange(
  columns: readonly CutoffColumn[],
  column: CutoffColumn,
  closingRanks: Record<string, number | null>,
): RankChange | null {
  const earlier = columns
    .filter(
      (other) =>
        other.round === column.round && other.list === column.list && other.year < column.year,
    )
    .sort((a, b) => b.year - a.year)[0];
  if (!earlier) return null;
  const now = closingRanks[column.key];
  const before = closingRanks[earlier.key];
  if (typeof now !== 'number' || typeof before !== 'number' || now === before) return null;
  const direction = now > before ? 'up' : 'down';
  return {
    direction,
    label: `${direction} ${formatNumber(Math.abs(now - before))} from ${earlier.year}`,
  };
}
