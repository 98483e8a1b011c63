import { CrosshairIcon } from 'lucide-react';
import type { TableFilters } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { rankWindow } from '../around-my-rank';
import { formatRank } from '../format';

/**
 * Fills the rank filter with a range around the viewer's All India Rank from sign-up
 * (docs/product.md#data-screens); pressed again, it clears the range. Visible, never applied
 * silently.
 */
export function AroundMyRankButton({
  rank,
  filters,
  onApply,
}: {
  rank: number;
  filters: TableFilters;
  onApply: (filters: TableFilters) => void;
}) {
  const range = rankWindow(rank);
  const active = filters.rankFrom === range.rankFrom && filters.rankTo === range.rankTo;
  return (
    <Button
      variant={active ? 'secondary' : 'outline'}
      aria-pressed={active}
      title={`AI rank ${formatRank(range.rankFrom)} to ${formatRank(range.rankTo)}`}
      onClick={() =>
        onApply(active ? { ...filters, rankFrom: null, rankTo: null } : { ...filters, ...range })
      }
    >
      <CrosshairIcon aria-hidden="true" />
      Around my rank ({formatRank(rank)})
    </Button>
  );
}
