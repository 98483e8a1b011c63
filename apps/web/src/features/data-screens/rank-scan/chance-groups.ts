import {
  CHANCE_GROUPS,
  chanceGroupDescription,
  chanceGroupOf,
  type ChanceGroupId,
  type PredictionPage,
  type PredictionRow,
} from '@seatscope/shared';
import { formatChance } from '@/lib/chance';
import { formatRank } from '../format';

/** A chance group as the screen shows it (docs/product.md#rank-deepscan; bounds: CHANCE_GROUPS). */
export interface ChanceGroup {
  id: ChanceGroupId;
  title: string;
  description: string;
}

const groupOf = (id: ChanceGroupId): ChanceGroup => {
  const { title } = CHANCE_GROUPS.find((group) => group.id === id) ?? CHANCE_GROUPS[0];
  return { id, title, description: chanceGroupDescription(id) };
};

/** Rows by group, in the groups' order, keeping each row's order; empty groups left out. */
export function groupByChance<Row extends { probability: number }>(
  rows: readonly Row[],
): { group: ChanceGroup; rows: Row[] }[] {
  const byGroup = new Map<ChanceGroupId, Row[]>();
  for (const row of rows) {
    const id = chanceGroupOf(row.probability);
    byGroup.set(id, [...(byGroup.get(id) ?? []), row]);
  }
  return CHANCE_GROUPS.flatMap(({ id }) => {
    const grouped = byGroup.get(id);
    return grouped ? [{ group: groupOf(id), rows: grouped }] : [];
  });
}

/**
 * Every group with its count over the whole result and the page its options start on: the
 * result is in chance groups (best seats first, or by chance), so a group's options follow those
 * of the groups above it (docs/decisions/0071-best-seats-first.md).
 */
export function chanceGroupPages(
  page: Pick<PredictionPage, 'chanceGroups' | 'pageSize'>,
): { group: ChanceGroup; count: number; firstPage: number }[] {
  let before = 0;
  return CHANCE_GROUPS.map(({ id }) => {
    const count = page.chanceGroups[id];
    const firstPage = Math.floor(before / page.pageSize) + 1;
    before += count;
    return { group: groupOf(id), count, firstPage };
  });
}

/**
 * The round-by-round line of an option (docs/predictor.md#round-by-round): the first round
 * whose chance is in the Likely group or above, or that none is; null when no round has a
 * figure.
 */
export function likelyRoundText(
  row: Pick<PredictionRow, 'rounds' | 'likelyFromRound'>,
): string | null {
  if (!row.rounds.some((round) => round.probability !== null)) return null;
  if (row.likelyFromRound) return `Likely from ${row.likelyFromRound.roundLabel}`;
  return row.rounds.some((round) => round.published)
    ? 'Not likely in any later round'
    : 'Not likely in any round';
}

/**
 * What one round of the target year says: a published round its closing rank, a fact ("closed
 * at #41,220"); a round to come its chance.
 */
export function roundText(round: PredictionRow['rounds'][number]): string {
  if (round.published) {
    return round.closingRank === null
      ? 'no seat allotted'
      : `closed at ${formatRank(round.closingRank)}`;
  }
  return round.probability === null ? 'no history' : formatChance(round.probability);
}
