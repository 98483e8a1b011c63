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
import type { RankRange } from '@seatscope/shared';
import { formatRank } from '../format';

/**
 * Ranks allotted near the asked rank, by year and round: the lowest and highest of each, with
 * the better (smaller) rank on top. recharts, in the Rank Mapping screen's own chunk
 * (docs/decisions/0022-rank-tools.md).
 */
export default function RankChart({ ranges }: { ranges: RankRange[] }) {
  const data = ranges.map((range) => ({
    label: `${range.year} ${range.roundLabel}`,
    lowest: range.fromRank,
    highest: range.toRank,
  }));
  return (
    <div className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {/* The figure around it names the chart and reads out its values. */}
        <LineChart
          data={data}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis
            reversed
            width={72}
            tick={{ fontSize: 11 }}
            tickFormatter={(value: number) => formatRank(value)}
            domain={['dataMin', 'dataMax']}
          />
          <Tooltip formatter={(value) => formatRank(Number(value))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line
            type="monotone"
            dataKey="lowest"
            name="Best rank allotted"
            stroke="var(--color-primary)"
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="highest"
            name="Last rank allotted"
            stroke="var(--color-muted-foreground)"
            strokeWidth={2}
            strokeDasharray="5 3"
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
