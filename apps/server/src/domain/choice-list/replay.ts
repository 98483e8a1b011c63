import type { CutoffColumn, ReplayRound } from '@seatscope/shared';

/** A round list of the counselling: its key, as Cutoff Ranks columns name it. */
export type ReplayColumn = Pick<CutoffColumn, 'key' | 'year' | 'round' | 'list' | 'roundLabel'>;

/** A list option as the replay sees it: its closing rank by "year-round" key. */
export interface ReplayOption {
  locked: boolean;
  closingRanks: Record<string, number | null>;
}

/**
 * The choice list replayed against each past round list (docs/decisions/0026-choice-list.md):
 * in each, the first choice whose closing rank is at or beyond `rank` (a seat held by a rank at
 * least as far back as yours). An option with no closing rank in a round was not allotted there
 * to anyone in its category and is passed over. The walk stops at a locked option (a demo
 * viewer's option outside the sample), so nothing about a locked option's ranks is revealed.
 */
export function replayChoiceList(
  options: readonly ReplayOption[],
  columns: readonly ReplayColumn[],
  rank: number,
): ReplayRound[] {
  return columns.map((column) => {
    const base = {
      year: column.year,
      round: column.round,
      list: column.list,
      roundLabel: column.roundLabel,
    };
    for (const [index, option] of options.entries()) {
      if (option.locked)
        return { ...base, outcome: 'locked', choice: index + 1, closingRank: null };
      const closing = option.closingRanks[column.key];
      if (closing !== null && closing !== undefined && closing >= rank) {
        return { ...base, outcome: 'got', choice: index + 1, closingRank: closing };
      }
    }
    return { ...base, outcome: 'none', choice: null, closingRank: null };
  });
}
