import { mean } from 'simple-statistics';

/**
 * How far a whole year moves, learned across counsellings
 * (docs/decisions/0083-a-prior-for-the-yearly-shift.md). A counselling with one or two earlier
 * years cannot show how far a year moves every closing rank together; the counsellings that hold
 * several year pairs can. Each counselling's yearly shifts are modelled as
 * `shift(c, y) = level(c) + noise`, `noise ~ N(0, within)`, `level(c) ~ N(mean, between)`: the
 * other counsellings give `mean`, `between` and `within` (empirical Bayes), and the scored
 * counselling's own shifts correct `mean` as they accumulate. Pure, like model.ts.
 */

/** One counselling's shift of a year: the mean log change of its closing ranks from the year before. */
export interface YearShift {
  counselling: string;
  year: number;
  shift: number;
}

/** What the other counsellings show of yearly shifts. */
export interface ShiftPrior {
  /** The shift a counselling is expected to have, before its own years are seen. */
  mean: number;
  /** How much counsellings' own levels differ (between-counselling variance). */
  between: number;
  /** How much one counselling's shift varies from year to year around its level. */
  within: number;
  /** The uncertainty of `mean` itself. */
  meanVariance: number;
  /** Shifts and counsellings it was learned from. */
  shifts: number;
  counsellings: number;
}

/**
 * The prior from `shifts` (other counsellings only) of years before `beforeYear`: nothing of the
 * scored year, of any counselling, since one exam year moves every counselling of it together.
 * Within-counselling variance from the counsellings with two or more shifts; the between-
 * counselling variance by DerSimonian-Laird's method of moments (zero when one counselling shows
 * it, or their levels differ no more than their noise explains); the mean weighted by each
 * counselling's precision. With no counselling of two shifts, years and counsellings cannot be
 * told apart: every shift counts as one draw. Null below two shifts.
 */
export function shiftPrior(shifts: readonly YearShift[], beforeYear: number): ShiftPrior | null {
  const byCounselling = new Map<string, number[]>();
  for (const { counselling, year, shift } of shifts) {
    if (year >= beforeYear || !Number.isFinite(shift)) continue;
    byCounselling.set(counselling, [...(byCounselling.get(counselling) ?? []), shift]);
  }
  const groups = [...byCounselling.values()];
  const all = groups.flat();
  if (all.length < 2) return null;
  let squares = 0;
  let freedom = 0;
  for (const values of groups) {
    const centre = mean(values);
    for (const value of values) squares += (value - centre) ** 2;
    freedom += values.length - 1;
  }
  const base = { shifts: all.length, counsellings: groups.length };
  if (freedom === 0 || squares === 0) {
    const centre = mean(all);
    const spread = all.reduce((sum, v) => sum + (v - centre) ** 2, 0) / (all.length - 1);
    return { mean: centre, between: 0, within: spread, meanVariance: spread / all.length, ...base };
  }
  const within = squares / freedom;
  const levels = groups.map((values) => ({ level: mean(values), count: values.length }));
  const fixedWeights = levels.map(({ count }) => count / within);
  const fixedTotal = fixedWeights.reduce((sum, w) => sum + w, 0);
  const fixedMean =
    levels.reduce((sum, { level }, i) => sum + (fixedWeights[i] ?? 0) * level, 0) / fixedTotal;
  const q = levels.reduce(
    (sum, { level }, i) => sum + (fixedWeights[i] ?? 0) * (level - fixedMean) ** 2,
    0,
  );
  const c = fixedTotal - fixedWeights.reduce((sum, w) => sum + w * w, 0) / fixedTotal;
  const between = levels.length > 1 && c > 0 ? Math.max(0, (q - (levels.length - 1)) / c) : 0;
  const weights = levels.map(({ count }) => 1 / (between + within / count));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const centre = levels.reduce((sum, { level }, i) => sum + (weights[i] ?? 0) * level, 0) / total;
  return { mean: centre, between, within, meanVariance: 1 / total, ...base };
}

/**
 * A counselling's own shifts alone, as the model read them before there was a prior: the level
 * drawn around zero with the spread of the shifts seen (docs/predictor.md#the-centre).
 */
export function ownShiftPrior(own: readonly number[]): ShiftPrior {
  const spread = own.length > 0 ? mean(own.map((shift) => shift * shift)) : 0;
  return { mean: 0, between: spread, within: spread, meanVariance: 0, shifts: 0, counsellings: 0 };
}

/** The next year's shift of a counselling: expected value and variance. */
export interface NextShift {
  mean: number;
  variance: number;
}

/**
 * The next year's shift of a counselling whose own shifts so far are `own`: its level's
 * posterior (the prior's mean with the variance `between + meanVariance`, corrected by `own`
 * with the variance `within` each), plus one year's noise. With no own shift it is the prior's;
 * as own shifts accumulate their mean takes over.
 */
export function nextShift(prior: ShiftPrior, own: readonly number[]): NextShift {
  const levelVariance = prior.between + prior.meanVariance;
  if (own.length === 0 || prior.within <= 0) {
    return { mean: prior.mean, variance: prior.within + levelVariance };
  }
  const ownSum = own.reduce((sum, shift) => sum + shift, 0);
  if (levelVariance <= 0) return { mean: prior.mean, variance: prior.within };
  const precision = 1 / levelVariance + own.length / prior.within;
  return {
    mean: (prior.mean / levelVariance + ownSum / prior.within) / precision,
    variance: prior.within + 1 / precision,
  };
}

/**
 * The sentence DeepScan shows where a forecast rests on one earlier year: one year cannot show
 * how far a whole year moves every closing rank, so the chances lean on the other counsellings'
 * years, or, with none, on nothing but that year. Null for two or more years.
 */
export function oneEarlierYearNote(
  basedOnYears: readonly number[],
  prior: ShiftPrior | null,
): string | null {
  const [only] = basedOnYears;
  if (basedOnYears.length !== 1 || only === undefined) return null;
  return prior
    ? `This forecast rests on one earlier year (${only}): how far a whole year moves is taken from other counsellings' years, so its chances are rougher than they look.`
    : `This forecast rests on one earlier year (${only}): nothing in the data shows yet how far a whole year moves every closing rank, so its chances are rougher than they look.`;
}
