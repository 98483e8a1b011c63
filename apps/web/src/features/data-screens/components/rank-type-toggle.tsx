import type { RankType } from '@seatscope/shared';
import { Button } from '@/components/ui/button';

const RANK_LABELS: Record<RankType, string> = { ai: 'AI Rank', counselling: 'Counselling Rank' };

/**
 * The rank shown or asked for: the one chosen, when the counselling publishes it, else the first
 * it publishes (Telangana: its own merit rank), so cells never blank and a rank never looks up a
 * rank the counselling does not publish (docs/decisions/0021-numbers-people-pay-for.md).
 */
export function shownRankType(chosen: RankType, published: readonly RankType[]): RankType {
  return published.includes(chosen) ? chosen : (published[0] ?? chosen);
}

/** The "AI Rank" / "Counselling Rank" toggle: only the ranks the counselling publishes. */
export function RankTypeToggle({
  published,
  value,
  onChange,
  labelledBy,
}: {
  published: readonly RankType[];
  value: RankType;
  onChange: (rankType: RankType) => void;
  /** The id of a visible caption naming the group; without one it is named "Rank type". */
  labelledBy?: string;
}) {
  return (
    <div
      role="group"
      aria-label={labelledBy ? undefined : 'Rank type'}
      aria-labelledby={labelledBy}
      className="flex"
    >
      {published.map((rankType) => (
        <Button
          key={rankType}
          type="button"
          variant={value === rankType ? 'default' : 'outline'}
          aria-pressed={value === rankType}
          className="grow first:rounded-r-none last:rounded-l-none only:rounded-md"
          onClick={() => onChange(rankType)}
        >
          {RANK_LABELS[rankType]}
        </Button>
      ))}
    </div>
  );
}
