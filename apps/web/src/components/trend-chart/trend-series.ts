import { compareRounds, type CutoffColumn, type CutoffRow } from '@seatscope/shared';

/** One line of the trend chart: a quota and category of the seat's institute and course. */
export interface TrendSeries {
  id: string;
  name: string;
}

/** One x position: a year's round, or the gap that keeps one year's line from the next. */
export type TrendPoint = {
  key: string;
  /** The year under the first round of a year; empty elsewhere, so labels never crowd. */
  yearLabel: string;
  label: string;
} & Record<string, number | string | null>;

/**
 * The chart's data (docs/decisions/0021-numbers-people-pay-for.md): the rounds of each year in
 * order, oldest year left, a gap between years so no line runs from one year's Stray round to the
 * next year's Round 1, and for each quota and category its closing rank there (null: none).
 */
export function trendData(
  columns: readonly CutoffColumn[],
  rows: readonly Pick<CutoffRow, 'quotaName' | 'category' | 'closingRanks'>[],
): { series: TrendSeries[]; points: TrendPoint[] } {
  const series = rows.map((row, index) => ({
    id: `s${index}`,
    name: `${row.quotaName} · ${row.category}`,
  }));
  const ordered = [...columns].sort((a, b) => a.year - b.year || compareRounds(a, b));
  const points: TrendPoint[] = [];
  ordered.forEach((column, index) => {
    const previous = ordered[index - 1];
    const newYear = previous?.year !== column.year;
    if (previous && newYear) {
      const gap: TrendPoint = { key: `gap-${column.year}`, yearLabel: '', label: '' };
      for (const line of series) gap[line.id] = null;
      points.push(gap);
    }
    const point: TrendPoint = {
      key: column.key,
      yearLabel: newYear ? String(column.year) : '',
      label: column.label,
    };
    rows.forEach((row, rowIndex) => {
      const rank = row.closingRanks[column.key];
      point[`s${rowIndex}`] = typeof rank === 'number' ? rank : null;
    });
    points.push(point);
  });
  return { series, points };
}
