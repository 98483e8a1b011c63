import { cumulative, type ErrorDistribution } from './error-distribution';
import { admissionProbability, errorOfQuota, type OptionPrediction } from './model';

/**
 * A choice list's outcome (docs/decisions/0079-a-lists-outcome-from-the-shared-shift.md): the
 * chance of a seat at all and of each option being the seat the list ends with (the first in
 * list order whose closing rank reaches the rank). The model's forecast of an option's log
 * closing rank is `centre + gapScale · (own error + shock)`, the shock a normal that every
 * option of the target year shares (docs/predictor.md#a-lists-outcome). Given the shock the
 * options are independent, so the list is walked at each point of a grid over the shock and the
 * results averaged with the shock's weights; a year that moves closing ranks moves them together,
 * which a product of the options' separate chances would ignore. Pure, like model.ts.
 */

/** Points of the grid over the standardised shock, evenly from -SHOCK_REACH to SHOCK_REACH. */
const SHOCK_POINTS = 241;
const SHOCK_REACH = 6;

const shockGrid = (() => {
  const points = Float64Array.from(
    { length: SHOCK_POINTS },
    (_, i) => -SHOCK_REACH + (2 * SHOCK_REACH * i) / (SHOCK_POINTS - 1),
  );
  const density = points.map((z) => Math.exp(-0.5 * z * z));
  const total = density.reduce((sum, value) => sum + value, 0);
  return { points, weights: density.map((value) => value / total) };
})();

/** An option's chance at each point of the shock grid. */
export type ConditionalChances = Float64Array;

const constant = (chance: number): ConditionalChances =>
  new Float64Array(SHOCK_POINTS).fill(chance);

/** The chance averaged over the shock: what the conditional chances say of the option alone. */
export function averageOverShock(chances: ConditionalChances): number {
  let sum = 0;
  for (let k = 0; k < SHOCK_POINTS; k += 1) sum += (shockGrid.weights[k] ?? 0) * (chances[k] ?? 0);
  return sum;
}

const ownErrorOf = (prediction: OptionPrediction) =>
  errorOfQuota(prediction.ownErrors(), prediction.quota);

const shockSdOf = (prediction: OptionPrediction) =>
  Math.sqrt(Math.max(0, prediction.shockVariance));

/** The chance that the own error exceeds `threshold` less the shock, at each shock point. */
function chancesBeyond(prediction: OptionPrediction, threshold: number): ConditionalChances {
  const own = ownErrorOf(prediction);
  const shockSd = shockSdOf(prediction);
  return shockGrid.points.map((z) => 1 - cumulative(own, threshold - shockSd * z));
}

/** The same averaged over the shock, without keeping the points (the search's inner step). */
function averageBeyond(own: ErrorDistribution, shockSd: number, threshold: number): number {
  let sum = 0;
  for (let k = 0; k < SHOCK_POINTS; k += 1) {
    const z = shockGrid.points[k] ?? 0;
    sum += (shockGrid.weights[k] ?? 0) * (1 - cumulative(own, threshold - shockSd * z));
  }
  return sum;
}

/**
 * The conditional chances straight from the model, without matching DeepScan's figure: one
 * pass instead of a search, to rank many candidate options before the best few are worked out
 * exactly with `conditionalChances`.
 */
export function approximateChances(prediction: OptionPrediction, rank: number): ConditionalChances {
  if (shockSdOf(prediction) === 0) return constant(admissionProbability(prediction, rank));
  return chancesBeyond(prediction, (Math.log(rank) - prediction.logCentre) / prediction.gapScale);
}

/** Where the search for a threshold stops: a width far below any difference a figure shows. */
const THRESHOLD_PRECISION = 1e-10;

/**
 * The chance that the option's closing rank reaches the rank, at each value of the shared shock.
 * `probability` is the option's chance as Rank DeepScan gives it; the threshold on its own error
 * is the one whose average over the shock gives exactly that figure (at least it, by less than
 * 1e-9), so the quadrature's small difference from DeepScan's grid (under 0.001) never makes
 * a list's figures disagree with the options' own. Without a shock the options are independent.
 */
export function conditionalChances(
  prediction: OptionPrediction,
  probability: number,
): ConditionalChances {
  const shockSd = shockSdOf(prediction);
  if (shockSd === 0 || probability <= 0 || probability >= 1) return constant(probability);
  const own = ownErrorOf(prediction);
  // The average falls as the threshold rises: from 1 below the grid's reach to 0 beyond it.
  const margin = SHOCK_REACH * shockSd + own.step;
  let low = own.start - margin;
  let high = own.start + own.step * (own.cdf.length - 1) + margin;
  while (high - low > THRESHOLD_PRECISION) {
    const middle = (low + high) / 2;
    if (averageBeyond(own, shockSd, middle) >= probability) low = middle;
    else high = middle;
  }
  return chancesBeyond(prediction, low);
}

/** The outcome of options in list order. */
export interface ListOutcome {
  /** The chance of a seat from the list at all. */
  anySeat: number;
  /** Per option, the chance that it is the seat the list ends with (0 for null chances). */
  allotted: number[];
  /** At each shock point, the chance that no option admits: what an option added last meets. */
  noSeat: Float64Array;
}

/**
 * Walks the list at each shock point: an option is the seat where it admits and none before it
 * did. Options without chances (null) are skipped. The shares sum to the chance of any seat, and
 * an option moved up never loses share (fewer options before it can take the seat first).
 */
export function listOutcome(chances: readonly (ConditionalChances | null)[]): ListOutcome {
  const noSeat = constant(1);
  const allotted = chances.map((option) => {
    if (!option) return 0;
    let share = 0;
    for (let k = 0; k < SHOCK_POINTS; k += 1) {
      const admits = option[k] ?? 0;
      share += (shockGrid.weights[k] ?? 0) * (noSeat[k] ?? 0) * admits;
      noSeat[k] = (noSeat[k] ?? 0) * (1 - admits);
    }
    return share;
  });
  return { anySeat: allotted.reduce((sum, share) => sum + share, 0), allotted, noSeat };
}

/** What an option added at the end of the list adds to the chance of a seat. */
export function gainAtEnd(noSeat: Float64Array, chances: ConditionalChances): number {
  let gain = 0;
  for (let k = 0; k < SHOCK_POINTS; k += 1) {
    gain += (shockGrid.weights[k] ?? 0) * (noSeat[k] ?? 0) * (chances[k] ?? 0);
  }
  return gain;
}
