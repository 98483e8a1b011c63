import { LIKELY_CHANCE, type PredictionRow } from '@seatscope/shared';

/**
 * Rank DeepScan's groups by probability (docs/product.md#rank-deepscan): a presentation of the
 * measured probability, not part of the model (docs/decisions/0022-rank-tools.md).
 */
const CHANCE_GROUPS = [
  { id: 'safe', title: 'Safe', from: 0.8, description: '80% chance or more' },
  { id: 'likely', title: 'Likely', from: LIKELY_CHANCE, description: '50% to 80% chance' },
  { id: 'reach', title: 'Reach', from: 0.2, description: '20% to 50% chance' },
  { id: 'unlikely', title: 'Unlikely', from: 0, description: 'below 20% chance' },
] as const;

export type ChanceGroup = (typeof CHANCE_GROUPS)[number];

/** The group of a probability: the first whose lower bound it reaches. */
export function chanceGroupOf(probability: number): ChanceGroup {
  return CHANCE_GROUPS.find((group) => probability >= group.from) ?? CHANCE_GROUPS[3];
}

/** Rows by group, in the groups' order, keeping each row's order; empty groups left out. */
export function groupByChance<Row extends { probability: number }>(
  rows: readonly Row[],
): { group: ChanceGroup; rows: Row[] }[] {
  const byGroup = new Map<ChanceGroup['id'], Row[]>();
  for (const row of rows) {
    const { id } = chanceGroupOf(row.probability);
    byGroup.set(id, [...(byGroup.get(id) ?? []), row]);
  }
  return CHANCE_GROUPS.flatMap((group) => {
    const grouped = byGroup.get(group.id);
    return grouped ? [{ group, rows: grouped }] : [];
  });
}

/**
 * A probability as a whole percentage. A prediction is never certain (a probability of 1 or 0
 * is the floating-point end of a distribution's tail), so the ends read ">99%" and "<1%".
 */
export function formatChance(probability: number): string {
  if (probability > 0.99) return '>99%';
  if (probability < 0.01) return '<1%';
  return `${Math.round(probability * 100)}%`;
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
  return row.likelyFromRound
    ? `Likely from ${row.likelyFromRound.roundLabel}`
    : 'Not likely in any round';
}
