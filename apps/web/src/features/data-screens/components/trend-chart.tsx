import type { CutoffColumn } from '@seatscope/shared';
import { formatRank } from '../format';

const WIDTH = 520;
const HEIGHT = 200;
const PAD = { top: 16, right: 16, bottom: 36, left: 64 };

/**
 * Closing rank across years and rounds, hand-drawn in SVG (no chart library in the bundle).
 * Lower ranks are better, so the axis runs from the smallest rank at the top.
 */
export function TrendChart({
  columns,
  closingRanks,
}: {
  columns: CutoffColumn[];
  closingRanks: Record<string, number | null>;
}) {
  const points = columns
    .map((column, index) => ({ column, index, rank: closingRanks[column.key] }))
    .filter((point): point is typeof point & { rank: number } => typeof point.rank === 'number');
  if (points.length < 2) {
    return (
      <p className="text-sm text-muted-foreground">
        Not enough rounds with a closing rank to draw a trend.
      </p>
    );
  }
  const ranks = points.map((point) => point.rank);
  const min = Math.min(...ranks);
  const max = Math.max(...ranks);
  const span = max - min || 1;
  const x = (index: number) =>
    PAD.left + (index / Math.max(columns.length - 1, 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (rank: number) => PAD.top + ((rank - min) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${x(p.index)},${y(p.rank)}`).join(' ');
  const summary = points.map((p) => `${p.column.label}: ${formatRank(p.rank)}`).join(', ');
  return (
    <figure className="space-y-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full text-primary"
        role="img"
        aria-label={`Closing rank trend. ${summary}`}
      >
        <text
          x={PAD.left - 8}
          y={PAD.top + 4}
          textAnchor="end"
          className="fill-muted-foreground text-[10px]"
        >
          {formatRank(min)}
        </text>
        <text
          x={PAD.left - 8}
          y={HEIGHT - PAD.bottom}
          textAnchor="end"
          className="fill-muted-foreground text-[10px]"
        >
          {formatRank(max)}
        </text>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-border"
        />
        <path d={path} fill="none" stroke="currentColor" strokeWidth={2} />
        {points.map((p) => (
          <circle key={p.column.key} cx={x(p.index)} cy={y(p.rank)} r={3.5} fill="currentColor">
            <title>{`${p.column.label}: ${formatRank(p.rank)}`}</title>
          </circle>
        ))}
        {columns.map((column, index) => (
          <text
            key={column.key}
            x={x(index)}
            y={HEIGHT - PAD.bottom + 16}
            textAnchor="middle"
            className="fill-muted-foreground text-[10px]"
          >
            {column.label}
          </text>
        ))}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        Closing rank by year and round (lower is better)
      </figcaption>
    </figure>
  );
}
