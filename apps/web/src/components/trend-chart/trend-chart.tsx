import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatIndianInteger, type CutoffColumn, type CutoffRow } from '@seatscope/shared';
import { trendData } from './trend-series';

/** Distinct line colours, readable on the light and the dark theme. */
const COLOURS = ['#0d9488', '#d97706', '#7c3aed', '#e11d48', '#2563eb', '#65a30d', '#c026d3'];

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

const formatRank = (rank: number) => `#${formatIndianInteger(rank)}`;

/**
 * Closing rank across years and rounds, one line per quota and category of the seat's institute
 * and course (Cutoff Ranks' row details) or per compared option (docs/decisions/0084-compare-side-by-side.md),
 * drawn with recharts (loaded with the chart, not with the screen: see
 * docs/decisions/0021-numbers-people-pay-for.md). Lower ranks are better, so the axis runs from
 * the smallest rank at the top. Years label the axis; rounds are points within a year.
 */
export default function TrendChart({
  columns,
  rows,
}: {
  columns: CutoffColumn[];
  rows: Pick<CutoffRow, 'quotaName' | 'category' | 'closingRanks'>[];
}) {
  const { series, points } = trendData(columns, rows);
  const ranked = points.filter((point) =>
    series.some((line) => typeof point[line.id] === 'number'),
  );
  if (ranked.length < 2) {
    return (
      <p className="text-sm text-muted-foreground">
        Not enough rounds with a closing rank to draw a trend.
      </p>
    );
  }
  const summary = series
    .map((line) => {
      const cells = points
        .filter((point) => typeof point[line.id] === 'number')
        .map((point) => `${point.label} ${formatRank(point[line.id] as number)}`);
      return `${line.name}: ${cells.join(', ') || 'no closing rank'}`;
    })
    .join('. ');
  return (
    <figure className="space-y-1" data-testid="trend-chart">
      <div role="img" aria-label={`Closing rank trend. ${summary}`} className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={points}
            margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
            <XAxis
              dataKey="key"
              tickFormatter={(key: string) =>
                points.find((point) => point.key === key)?.yearLabel ?? ''
              }
              interval={0}
              tickLine={false}
              fontSize={12}
            />
            <YAxis
              reversed
              width={48}
              fontSize={12}
              tickFormatter={(rank: number) => compact.format(rank)}
              allowDecimals={false}
            />
            <Tooltip
              labelFormatter={(key) =>
                points.find((point) => point.key === key)?.label ?? String(key)
              }
              formatter={(rank) => (typeof rank === 'number' ? formatIndianInteger(rank) : '-')}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {series.map((line, index) => (
              <Line
                key={line.id}
                dataKey={line.id}
                name={line.name}
                stroke={COLOURS[index % COLOURS.length]}
                strokeWidth={2}
                dot={{ r: 3 }}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Closing rank by year and round, one line per quota and category (lower is better)
      </figcaption>
    </figure>
  );
}
