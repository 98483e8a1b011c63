import { interquartileRange, mean, median, quantileSorted } from 'simple-statistics';
import {
  cumulative,
  empiricalDistribution,
  fitStudentT,
  quantile,
  studentTDistribution,
  type ErrorDistribution,
  type WeightedValue,
} from './error-distribution';
import { nextShift, ownShiftPrior, shiftPrior, type ShiftPrior, type YearShift } from './prior';

/**
 * The closing-rank model behind Rank DeepScan (docs/predictor.md). Pure: it sees closing ranks
 * and returns, per option, a distribution of the option's log closing rank in the last regular
 * (non-stray) round of a target year, or in one regular round of it: a centre, and an error
 * distribution learned from how wrong the same model was on the years before
 * (docs/decisions/0035-calibrated-predictor.md). Everything it uses is learned from the years
 * before the target year; nothing here is tuned to a particular counselling or year.
 */

/** One closing rank of an option: a year and round of one counselling. */
export interface ClosingCell {
  year: number;
  round: number;
  /** Stray and special stray rounds: not what a prediction is about. */
  stray: boolean;
  /**
   * A list of the allotments made in the round rather than of the seats held after it
   * (docs/decisions/0029-round-lists.md); absent means a held list.
   */
  allottedList?: boolean;
  closingRank: number;
  /** The smallest rank holding a seat of the option in that round, when known. */
  openingRank?: number | null;
  /** Seats behind the closing rank (allotments in that round). */
  seats: number;
}

/** What an option's year-to-year movement is pooled by (broader groups first). */
const GROUP_DIMENSIONS = ['category', 'quota', 'course', 'instituteType'] as const;
type GroupDimension = (typeof GROUP_DIMENSIONS)[number];

/** One option (institute, course, quota, seat category) and its closing ranks. */
export interface OptionHistory {
  key: string;
  groups: Record<GroupDimension, string>;
  cells: ClosingCell[];
}

/** Where the model's centre and training residuals came from. */
export type SpreadSource = 'year-over-year' | 'within-year rounds' | 'within-round spread';

/**
 * What the error distribution was learned from: the model's own out-of-sample errors on earlier
 * years (rolling origin), or, with no earlier year to test on, a Student-t fitted to the
 * training residuals.
 */
export type ErrorSource = 'rolling-origin errors' | 'Student-t on training residuals';

/** Seats held after a round or allotments made in it (docs/decisions/0029-round-lists.md). */
export type ListKind = 'held' | 'allotted';

export const listKindOf = (cell: ClosingCell): ListKind =>
  cell.allottedList ? 'allotted' : 'held';

/**
 * Which closing rank of a year a model is about: the last regular round (the headline chance,
 * docs/predictor.md), or one regular round as stored (`round`: the stored round number, whose
 * list kind is part of it, docs/decisions/0029-round-lists.md), so that a round is only ever
 * compared with the same round of the same kind of list in other years.
 */
export const LAST_REGULAR_ROUND = 'last regular round';
export type Series = typeof LAST_REGULAR_ROUND | { round: number };

/** The centre of the model: how a closing rank moves from its base year to the target year. */
interface CentreModel {
  targetYear: number;
  series: Series;
  source: SpreadSource;
  /** Years whose closing ranks the model saw (all before targetYear). */
  basedOnYears: number[];
  /** Expected log change of a closing rank over one year, all options. */
  drift: number;
  /** Variance of next year's common drift around `drift` (year drifts seen). */
  driftVariance: number;
  /** Shrunken log-scale effects per group value, added to the drift. */
  effects: Record<GroupDimension, Map<string, number>>;
  /** Log change of the closing rank per unit change of log seats (when seats are known). */
  seatElasticity: number;
  /** Residual variance of one option's yearly log change, per quota (shrunk) and overall. */
  varianceByQuota: Map<string, number>;
  variance: number;
  /** The residuals the variances came from, with their quota. */
  residuals: { quota: string; value: number }[];
  /** Pairs the centre and residuals were learned from. */
  pairCount: number;
  /**
   * What the other counsellings show of how far a year moves (years before targetYear only),
   * the prior the counselling's own shifts correct; null where they show too little
   * (docs/decisions/0083-a-prior-for-the-yearly-shift.md).
   */
  shiftPrior: ShiftPrior | null;
  /** How a held list's closing rank stands to an allotted list's, where learned. */
  kindOffset: LearnedKindOffset | null;
}

/**
 * What the model learns from the other counsellings of the data
 * (docs/decisions/0083-a-prior-for-the-yearly-shift.md): their yearly shifts and their offsets
 * between list kinds, every year of them; each fit keeps only the years before its target.
 */
export interface OtherCounsellings {
  yearShifts: readonly YearShift[];
  kindOffsets: readonly KindOffset[];
}

export const NO_OTHER_COUNSELLINGS: OtherCounsellings = { yearShifts: [], kindOffsets: [] };

/**
 * One counselling-year's offset between list kinds: over the options with a last regular round
 * of both kinds that year, the median of log(held closing rank) - log(allotted closing rank),
 * and the spread of the options around it (a normal's variance from quartiles).
 */
export interface KindOffset {
  counselling: string;
  year: number;
  offset: number;
  variance: number;
  options: number;
}

/** The offset a fit uses, and where it was learned. */
interface LearnedKindOffset {
  offset: number;
  /** One option's spread around `offset`, plus the uncertainty of `offset` across years. */
  variance: number;
  from: 'own years' | 'other counsellings';
}

export interface FittedModel extends CentreModel {
  errorSource: ErrorSource;
  /**
   * Per quota (and `overall` for a quota the training years never saw): the distribution of
   * (log closing rank - centre) / sqrt(gap in years).
   */
  errorByQuota: Map<string, ErrorDistribution>;
  overallError: ErrorDistribution;
  /** Years the rolling-origin errors were measured on (each fitted on the years before it). */
  originYears: number[];
  /** Forecast errors measured on those years. */
  errorCount: number;
  /** Variance of the common yearly shock (per year of gap) in the error distribution. */
  shockVariance: number;
  /** Each origin year's common shock (its median error), per year of gap. */
  shockByYear: Map<number, number>;
  /**
   * The error distributions again with another variance of the common shock: what is left of
   * it once the year's shift has been measured on its published rounds
   * (docs/decisions/0073-in-season-forecasts.md).
   */
  withShockVariance: (shockVariance: number) => QuotaErrors;
  /**
   * The error distributions without the common shock: each option's own error, which options
   * of one year do not share (docs/decisions/0079-a-lists-outcome-from-the-shared-shift.md).
   * Built when first asked for, once.
   */
  ownErrors: () => QuotaErrors;
  /** Degrees of freedom of the Student-t, when the errors are a Student-t. */
  studentTDof: number | null;
  /**
   * The error distributions of a prediction carried over from the other kind of round list:
   * the offset's spread added, per year of gap `gap` (built when first asked for, per gap).
   */
  crossKindErrors: (gap: number) => QuotaErrors;
}

/** Error distributions per quota, and the one for a quota the training years never saw. */
export interface QuotaErrors {
  errorByQuota: Map<string, ErrorDistribution>;
  overallError: ErrorDistribution;
}

export interface OptionPrediction {
  key: string;
  /** log of the predicted median closing rank. */
  logMedian: number;
  /** log of the centre the error distribution is around. */
  logCentre: number;
  /** sqrt(gap in years): the error distribution's scale for this option. */
  gapScale: number;
  error: ErrorDistribution;
  /** The option's newest last-regular-round closing rank before the target year. */
  baseYear: number;
  baseRank: number;
  /**
   * The kind of round list the prediction is about: the base's, or the kind asked for when the
   * base is of the other kind and carried over by the learned offset (`crossKind`).
   */
  listKind: ListKind;
  crossKind: boolean;
  /**
   * How `error` is made: the option's own error plus a normal common shock of this variance,
   * the shift every option of the target year shares (docs/predictor.md#a-lists-outcome).
   */
  shockVariance: number;
  /** The option's quota: its own error is `errorOfQuota(ownErrors(), quota)`. */
  quota: string;
  /** The model's error distributions without the common shock (built when first asked for). */
  ownErrors: () => QuotaErrors;
}

/** A value made when first asked for, then kept. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** A quota's distribution among `errors`, the overall one for a quota the years never saw. */
export const errorOfQuota = (errors: QuotaErrors, quota: string): ErrorDistribution =>
  errors.errorByQuota.get(quota) ?? errors.overallError;

/** The fewest year-over-year pairs that tell drift and spread apart from noise. */
const MIN_YEAR_PAIRS = 30;
/** The fewest pairs for a spread learned from rounds within a year. */
const MIN_ROUND_PAIRS = 10;
/** The fewest out-of-sample errors an empirical error distribution is built from. */
const MIN_ORIGIN_ERRORS = 30;
/**
 * Weight, in pairs, of the overall residual variance when a quota's own variance is estimated:
 * a quota with few pairs keeps close to the overall spread (partial pooling).
 */
const VARIANCE_PRIOR_PAIRS = 10;

/** Held lists before allotted lists, then by round (docs/decisions/0022-rank-tools.md). */
const laterRegularCell = (a: ClosingCell, b: ClosingCell) =>
  Boolean(a.allottedList) === Boolean(b.allottedList) ? a.round > b.round : !a.allottedList;

/**
 * The last regular (non-stray) round's cell of an option in a year, if it has one, of one kind
 * of round list when `kind` is given. Where a year has both kinds of round list, the seats held
 * after the round are what a closing rank means (docs/decisions/0022-rank-tools.md), so a held
 * list wins over a later allotted one.
 */
export function lastRegularCell(
  option: OptionHistory,
  year: number,
  kind?: ListKind,
): ClosingCell | undefined {
  let best: ClosingCell | undefined;
  for (const cell of option.cells) {
    if (cell.year !== year || cell.stray || cell.closingRank <= 0) continue;
    if (kind && listKindOf(cell) !== kind) continue;
    if (!best || laterRegularCell(cell, best)) best = cell;
  }
  return best;
}

/**
 * The closing rank of `option` in `year` that `series` is about: its last regular round, or the
 * one stored round the series names (of the kind `kind`, when given).
 */
export function seriesCell(
  option: OptionHistory,
  year: number,
  series: Series,
  kind?: ListKind,
): ClosingCell | undefined {
  if (series === LAST_REGULAR_ROUND) return lastRegularCell(option, year, kind);
  return option.cells.find(
    (cell) =>
      cell.year === year &&
      cell.round === series.round &&
      cell.closingRank > 0 &&
      (!kind || listKindOf(cell) === kind),
  );
}

interface YearPair {
  option: OptionHistory;
  year: number;
  logChange: number;
  logSeatChange: number;
  /** Both years' closing ranks are of the same stored round. */
  sameRound: boolean;
}

/**
 * Consecutive years' closing ranks of one option in the series (its last regular rounds, or one
 * round), compared within one kind of round list (docs/decisions/0035-calibrated-predictor.md):
 * a held list's closing rank and an allotted list's are different quantities, so a change
 * between them is not a yearly movement.
 */
function yearPairs(
  options: readonly OptionHistory[],
  targetYear: number,
  series: Series,
): YearPair[] {
  const pairs: YearPair[] = [];
  for (const option of options) {
    const years = [...new Set(option.cells.map((cell) => cell.year))].filter((y) => y < targetYear);
    for (const year of years) {
      const now = seriesCell(option, year, series);
      if (!now) continue;
      const before = seriesCell(option, year - 1, series, listKindOf(now));
      if (!before) continue;
      pairs.push({
        option,
        year,
        logChange: Math.log(now.closingRank) - Math.log(before.closingRank),
        sameRound: now.round === before.round,
        // A cell from a closing-rank list knows no seats (0): no seat change to learn from.
        logSeatChange:
          now.seats > 0 && before.seats > 0 ? Math.log(now.seats) - Math.log(before.seats) : 0,
      });
    }
  }
  return pairs;
}

/**
 * Log changes between an option's first and last round within a year (rounds relate), within
 * one kind of round list: a held list and an allotted list are not two rounds of one series.
 */
function roundPairs(options: readonly OptionHistory[], targetYear: number) {
  const pairs: { option: OptionHistory; logChange: number }[] = [];
  for (const option of options) {
    const byYearAndList = new Map<string, ClosingCell[]>();
    for (const cell of option.cells) {
      if (cell.year >= targetYear || cell.closingRank <= 0) continue;
      const key = `${cell.year}:${cell.allottedList ? 'allotted' : 'held'}`;
      byYearAndList.set(key, [...(byYearAndList.get(key) ?? []), cell]);
    }
    for (const cells of byYearAndList.values()) {
      if (cells.length < 2) continue;
      const sorted = [...cells].sort((a, b) => a.round - b.round);
      const first = sorted[0];
      const last = sorted[sorted.length - 1];
      if (!first || !last) continue;
      pairs.push({ option, logChange: Math.log(last.closingRank) - Math.log(first.closingRank) });
    }
  }
  return pairs;
}

/** Spread of ranks holding one option's seats in a round (opening to closing), per seat. */
function withinRoundPairs(options: readonly OptionHistory[], targetYear: number) {
  const pairs: { option: OptionHistory; logChange: number }[] = [];
  for (const option of options) {
    for (const cell of option.cells) {
      if (cell.year >= targetYear || cell.stray || cell.seats < 2) continue;
      if (!cell.openingRank || cell.openingRank <= 0) continue;
      const gap = Math.log(cell.closingRank) - Math.log(cell.openingRank);
      pairs.push({ option, logChange: gap / Math.sqrt(cell.seats - 1) });
    }
  }
  return pairs;
}

/** Values listed per key, in their order. */
function groupValues<K>(entries: readonly (readonly [K, number])[]): Map<K, number[]> {
  const groups = new Map<K, number[]>();
  for (const [key, value] of entries) {
    const list = groups.get(key);
    if (list) list.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

const variance = (values: readonly number[], centre: number) =>
  values.reduce((sum, value) => sum + (value - centre) ** 2, 0) / Math.max(1, values.length - 1);

/** Per group: the sum of `term(value)` and the count. */
function groupSums(
  residuals: readonly { group: string; value: number }[],
  term: (value: number) => number,
): Map<string, { sum: number; count: number }> {
  const sums = new Map<string, { sum: number; count: number }>();
  for (const { group, value } of residuals) {
    const entry = sums.get(group) ?? { sum: 0, count: 0 };
    entry.sum += term(value);
    entry.count += 1;
    sums.set(group, entry);
  }
  return sums;
}

/**
 * Empirical Bayes group effects on residuals: each group's mean residual shrunk toward zero by
 * how much group means vary beyond their sampling noise (method of moments).
 */
export function shrunkGroupEffects(
  residuals: readonly { group: string; value: number }[],
  noiseVariance: number,
): Map<string, number> {
  const sums = groupSums(residuals, (value) => value);
  const groups = [...sums.values()];
  if (groups.length < 2 || noiseVariance <= 0) return new Map();
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  // Count-weighted mean square of group means: tau2 plus (groups / pairs) of the noise.
  const between = groups.reduce((sum, g) => sum + (g.sum * g.sum) / g.count, 0) / total;
  const noise = (groups.length * noiseVariance) / total;
  const tau2 = Math.max(0, between - noise);
  const effects = new Map<string, number>();
  for (const [group, g] of sums) {
    const weight = tau2 / (tau2 + noiseVariance / g.count);
    effects.set(group, weight * (g.sum / g.count));
  }
  return effects;
}

/**
 * A group's variance from `count` values whose squared deviations sum to `sumOfSquares`, pulled
 * toward the overall variance with the weight of VARIANCE_PRIOR_PAIRS values.
 */
const pooledVariance = (sumOfSquares: number, count: number, overall: number) =>
  (sumOfSquares + VARIANCE_PRIOR_PAIRS * overall) / (count + VARIANCE_PRIOR_PAIRS);

/** Per-quota residual variance pulled toward the overall variance by VARIANCE_PRIOR_PAIRS. */
function pooledVariances(
  residuals: readonly { group: string; value: number }[],
  overall: number,
): Map<string, number> {
  const squares = groupSums(residuals, (value) => value * value);
  const result = new Map<string, number>();
  for (const [group, { sum, count }] of squares) {
    result.set(group, pooledVariance(sum, count, overall));
  }
  return result;
}

const emptyEffects = (): Record<GroupDimension, Map<string, number>> => ({
  category: new Map(),
  quota: new Map(),
  course: new Map(),
  instituteType: new Map(),
});

function basedOn(options: readonly OptionHistory[], targetYear: number): number[] {
  const years = new Set<number>();
  for (const option of options) {
    for (const cell of option.cells) if (cell.year < targetYear) years.add(cell.year);
  }
  return [...years].sort((a, b) => a - b);
}

/**
 * Fits the centre of `series` on every closing rank before `targetYear`. The fallbacks without
 * year pairs learn only a spread, from every round, whatever the series.
 */
function fitCentre(
  options: readonly OptionHistory[],
  targetYear: number,
  series: Series,
  evidence: Evidence,
): CentreModel {
  const years = basedOn(options, targetYear);
  const learned = {
    shiftPrior: priorOfShifts(evidence, targetYear),
    kindOffset: series === LAST_REGULAR_ROUND ? learnKindOffset(evidence, targetYear) : null,
  };
  const pairs = yearPairs(options, targetYear, series);
  if (pairs.length >= MIN_YEAR_PAIRS) {
    return {
      ...fitYearOverYear(movements(pairs), targetYear, years, series, learned.shiftPrior),
      ...learned,
    };
  }
  const rounds = roundPairs(options, targetYear);
  const [pairsUsed, source]: [typeof rounds, SpreadSource] =
    rounds.length >= MIN_ROUND_PAIRS
      ? [rounds, 'within-year rounds']
      : [withinRoundPairs(options, targetYear), 'within-round spread'];
  const centre = fitSpreadOnly(pairsUsed, targetYear, years, series, source);
  // No year pair of its own: the year's shift is the other counsellings' (the prior alone).
  const shift = learned.shiftPrior ? nextShift(learned.shiftPrior, []) : null;
  return {
    ...centre,
    ...learned,
    drift: shift?.mean ?? 0,
    driftVariance: shift?.variance ?? 0,
  };
}

/** The name the counselling being fitted goes by among the others' shifts. */
const FITTED_COUNSELLING = '\u0000the counselling fitted';

/**
 * What every fit of one `fitModel` call learns from: the other counsellings, and the fitted
 * counselling's own shifts and offsets of every year (read once; each fit keeps the years
 * before its target).
 */
interface Evidence {
  others: OtherCounsellings;
  ownShifts: YearShift[];
  ownOffsets: KindOffset[];
}

/** Offsets are learned for the last regular round only; a round's series names its own kind. */
const evidenceOf = (
  options: readonly OptionHistory[],
  series: Series,
  others: OtherCounsellings,
): Evidence => ({
  others,
  ownShifts: others.yearShifts.length > 0 ? yearlyShifts(FITTED_COUNSELLING, options) : [],
  ownOffsets: series === LAST_REGULAR_ROUND ? kindOffsets(FITTED_COUNSELLING, options) : [],
});

/**
 * The prior of the yearly shift for a fit of `targetYear`, or null where the other counsellings
 * show no shift before it (the counselling's own shifts alone then, as before the prior). Its
 * variances are estimated with the counselling's own shifts among the others' (empirical
 * Bayes): two counsellings that happen to agree would otherwise say that every counselling
 * moves alike, and no number of its own years could correct that.
 */
function priorOfShifts({ others, ownShifts }: Evidence, targetYear: number): ShiftPrior | null {
  if (!others.yearShifts.some((entry) => entry.year < targetYear)) return null;
  return shiftPrior([...others.yearShifts, ...ownShifts], targetYear);
}

/**
 * Yearly shifts of a counselling's last regular rounds, every year of its data with at least
 * MIN_YEAR_PAIRS movements from the year before: what other counsellings' fits learn a prior
 * from (docs/decisions/0083-a-prior-for-the-yearly-shift.md).
 */
export function yearlyShifts(counselling: string, options: readonly OptionHistory[]): YearShift[] {
  // Only an option whose last regular round is the same stored round both years: a year whose
  // last round is another round than the year before's (MCC NEET UG's held Round 2 of 2023) is
  // a change of list, not a movement, and would teach every other counselling a false shift.
  const pairs = movements(
    yearPairs(options, Number.POSITIVE_INFINITY, LAST_REGULAR_ROUND).filter(
      (pair) => pair.sameRound,
    ),
  );
  return [...groupValues(pairs.map((pair) => [pair.year, pair.logChange]))]
    .filter(([, changes]) => changes.length >= MIN_YEAR_PAIRS)
    .map(([year, changes]) => ({ counselling, year, shift: mean(changes) }))
    .sort((a, b) => a.year - b.year);
}

/** The fewest options holding both kinds of list in a year that measure the offset between them. */
const MIN_OFFSET_OPTIONS = 30;

/**
 * A counselling's offsets between list kinds, per year with at least MIN_OFFSET_OPTIONS options
 * whose last regular round is in both a held and an allotted list. Median and quartiles, as for
 * the errors (docs/decisions/0051-robust-shock-and-scale.md).
 */
export function kindOffsets(counselling: string, options: readonly OptionHistory[]): KindOffset[] {
  const byYear = new Map<number, number[]>();
  for (const option of options) {
    for (const year of new Set(option.cells.map((cell) => cell.year))) {
      const held = lastRegularCell(option, year, 'held');
      const allotted = lastRegularCell(option, year, 'allotted');
      if (!held || !allotted) continue;
      const list = byYear.get(year) ?? [];
      list.push(Math.log(held.closingRank) - Math.log(allotted.closingRank));
      byYear.set(year, list);
    }
  }
  return [...byYear]
    .filter(([, offsets]) => offsets.length >= MIN_OFFSET_OPTIONS)
    .map(([year, offsets]) => ({
      counselling,
      year,
      offset: median(offsets),
      variance: quartileVariance(offsets),
      options: offsets.length,
    }))
    .sort((a, b) => a.year - b.year);
}

/**
 * The offset between list kinds a fit for `targetYear` uses: from the counselling's own years
 * before it where any shows it, else from the other counsellings' years before it. Its mean is
 * the mean of the years' offsets; its variance one option's spread (the years' mean) plus how
 * much the years' offsets differ. Nothing of the target year (docs/decisions/0083-a-prior-for-the-yearly-shift.md).
 */
function learnKindOffset(
  { others, ownOffsets }: Evidence,
  targetYear: number,
): LearnedKindOffset | null {
  const own = ownOffsets.filter((entry) => entry.year < targetYear);
  const before = others.kindOffsets.filter((entry) => entry.year < targetYear);
  const [used, from]: [KindOffset[], LearnedKindOffset['from']] =
    own.length > 0 ? [own, 'own years'] : [before, 'other counsellings'];
  if (used.length === 0) return null;
  const offset = mean(used.map((entry) => entry.offset));
  const between =
    used.length > 1
      ? variance(
          used.map((entry) => entry.offset),
          offset,
        )
      : 0;
  return { offset, variance: mean(used.map((entry) => entry.variance)) + between, from };
}

/** The interquartile range of a standard normal. */
const NORMAL_IQR = 1.349;

/**
 * A normal's variance from quartiles: how far the core of the values spreads, not their tails;
 * the mean square where the quartiles coincide (most values equal).
 */
const quartileVariance = (values: readonly number[]) =>
  (interquartileRange([...values]) / NORMAL_IQR) ** 2 || variance(values, 0);

/**
 * How far from its year's median a change may lie, in that year's robust standard deviations
 * (quartiles), and still be a movement of the closing rank rather than a list that gave another
 * kind of rank (docs/decisions/0051-robust-shock-and-scale.md).
 */
const MOVEMENT_LIMIT = 5;

/** The year pairs the centre is fitted on: each year's changes within MOVEMENT_LIMIT. */
function movements(pairs: YearPair[]): YearPair[] {
  const limits = new Map(
    [...groupValues(pairs.map((pair) => [pair.year, pair.logChange]))].map(([year, changes]) => [
      year,
      { centre: median(changes), reach: MOVEMENT_LIMIT * Math.sqrt(quartileVariance(changes)) },
    ]),
  );
  return pairs.filter((pair) => {
    const limit = limits.get(pair.year);
    return !limit || Math.abs(pair.logChange - limit.centre) <= limit.reach;
  });
}

function fitYearOverYear(
  pairs: YearPair[],
  targetYear: number,
  years: number[],
  series: Series,
  prior: ShiftPrior | null,
): Omit<CentreModel, 'shiftPrior' | 'kindOffset'> {
  // Each year's common drift; the next year's drift is the counselling's level, learned from
  // the other counsellings' shifts and corrected by its own (prior.ts); without other
  // counsellings, drawn around zero with the spread of its own (year drifts ~ N(theta, tau2),
  // theta ~ N(0, tau2): mean k/(k+1)·m̄, variance tau2(1+1/(k+1))).
  const byYear = groupValues(pairs.map((pair) => [pair.year, pair.logChange]));
  const yearDrifts = new Map([...byYear].map(([year, changes]) => [year, mean(changes)]));
  const drifts = [...yearDrifts.values()];
  const k = drifts.length;
  const persistence = k / (k + 1);
  const { mean: drift, variance: driftVariance } = nextShift(
    prior ?? ownShiftPrior(drifts),
    drifts,
  );

  let residuals = pairs.map((pair) => pair.logChange - (yearDrifts.get(pair.year) ?? 0));
  const seatElasticity = regressionSlope(
    pairs.map((pair) => pair.logSeatChange),
    residuals,
  );
  residuals = residuals.map((value, i) => value - seatElasticity * (pairs[i]?.logSeatChange ?? 0));

  const effects = emptyEffects();
  for (const dimension of GROUP_DIMENSIONS) {
    const noise = variance(residuals, 0);
    const grouped = pairs.map((pair, i) => ({
      group: pair.option.groups[dimension],
      value: residuals[i] ?? 0,
    }));
    const found = shrunkGroupEffects(grouped, noise);
    residuals = residuals.map((value, i) => value - (found.get(grouped[i]?.group ?? '') ?? 0));
    // Effects seen in k years persist into the next one as the common drift does.
    effects[dimension] = new Map(
      [...found].map(([group, effect]) => [group, effect * persistence]),
    );
  }
  const byQuota = pairs.map((pair, i) => ({
    quota: pair.option.groups.quota,
    value: residuals[i] ?? 0,
  }));
  const overall = variance(residuals, 0);
  return {
    targetYear,
    series,
    source: 'year-over-year',
    basedOnYears: years,
    drift,
    driftVariance,
    effects,
    seatElasticity,
    varianceByQuota: pooledVariances(
      byQuota.map(({ quota, value }) => ({ group: quota, value })),
      overall,
    ),
    variance: overall,
    residuals: byQuota,
    pairCount: pairs.length,
  };
}

/**
 * Without two consecutive years, the spread comes from how closing ranks move between rounds
 * of one year (or, failing that, how far apart the ranks holding one option's seats are). The
 * movement between rounds is a round effect, not a year effect: its mean is not carried over
 * as drift, only its dispersion around it.
 */
function fitSpreadOnly(
  pairs: { option: OptionHistory; logChange: number }[],
  targetYear: number,
  years: number[],
  series: Series,
  source: SpreadSource,
): Omit<CentreModel, 'shiftPrior' | 'kindOffset'> {
  const centre = pairs.length > 0 ? mean(pairs.map((pair) => pair.logChange)) : 0;
  const residuals = pairs.map((pair) => ({
    quota: pair.option.groups.quota,
    value: pair.logChange - centre,
  }));
  const overall =
    pairs.length > 1
      ? variance(
          residuals.map((r) => r.value),
          0,
        )
      : Number.NaN;
  return {
    targetYear,
    series,
    source,
    basedOnYears: years,
    drift: 0,
    driftVariance: 0,
    effects: emptyEffects(),
    seatElasticity: 0,
    varianceByQuota: Number.isFinite(overall)
      ? pooledVariances(
          residuals.map(({ quota, value }) => ({ group: quota, value })),
          overall,
        )
      : new Map(),
    variance: overall,
    residuals,
    pairCount: pairs.length,
  };
}

function regressionSlope(x: readonly number[], y: readonly number[]): number {
  if (x.length < 2) return 0;
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  x.forEach((xi, i) => {
    sxy += (xi - mx) * ((y[i] ?? 0) - my);
    sxx += (xi - mx) ** 2;
  });
  return sxx > 0 ? sxy / sxx : 0;
}

/**
 * The closing rank a prediction starts from: the newest closing rank of the series among
 * `years` (of the kind of round list `kind`, when given), or, for a last-round prediction of an
 * option only ever filled in stray rounds, its newest stray closing rank. A round's series has
 * no such fallback: without that round's own history there is no figure for it.
 */
function baseCell(
  option: OptionHistory,
  years: readonly number[],
  series: Series,
  kind?: ListKind,
): ClosingCell | undefined {
  for (const year of [...years].reverse()) {
    const cell = seriesCell(option, year, series, kind);
    if (cell) return cell;
  }
  if (series !== LAST_REGULAR_ROUND) return undefined;
  let newest: ClosingCell | undefined;
  for (const cell of option.cells) {
    if (!years.includes(cell.year) || cell.closingRank <= 0) continue;
    if (kind && listKindOf(cell) !== kind) continue;
    if (
      !newest ||
      cell.year > newest.year ||
      (cell.year === newest.year && cell.round > newest.round)
    ) {
      newest = cell;
    }
  }
  return newest;
}

interface Centre {
  logCentre: number;
  gap: number;
  base: ClosingCell;
  /** The kind of round list the centre is about. */
  listKind: ListKind;
  /** The base is of the other kind, carried over by the learned offset. */
  crossKind: boolean;
}

const otherKind = (kind: ListKind): ListKind => (kind === 'held' ? 'allotted' : 'held');

/** What a prediction is about, beyond its option. */
export interface PredictionTarget {
  /** The option's seats in the target year, where a seat matrix states them. */
  targetSeats?: number;
  /**
   * The kind of round list the target year's last regular round is (a backtest knows it); by
   * default the kind of the option's newest last regular round, held before allotted.
   */
  listKind?: ListKind;
}

export function centreOf(
  model: CentreModel,
  option: OptionHistory,
  { targetSeats, listKind }: PredictionTarget = {},
): Centre | null {
  let base = baseCell(option, model.basedOnYears, model.series, listKind);
  let offset = 0;
  // No history of the kind asked for: the other kind's, moved by the offset between them
  // (docs/decisions/0083-a-prior-for-the-yearly-shift.md).
  if (!base && listKind && model.kindOffset) {
    base = baseCell(option, model.basedOnYears, model.series, otherKind(listKind));
    offset = listKind === 'held' ? model.kindOffset.offset : -model.kindOffset.offset;
  }
  if (!base) return null;
  const gap = model.targetYear - base.year;
  let logCentre = Math.log(base.closingRank) + offset + gap * model.drift;
  for (const dimension of GROUP_DIMENSIONS) {
    logCentre += gap * (model.effects[dimension].get(option.groups[dimension]) ?? 0);
  }
  if (targetSeats !== undefined && targetSeats > 0 && base.seats > 0) {
    logCentre += model.seatElasticity * (Math.log(targetSeats) - Math.log(base.seats));
  }
  const baseKind = listKindOf(base);
  return {
    logCentre,
    gap,
    base,
    listKind: listKind ?? baseKind,
    crossKind: listKind !== undefined && listKind !== baseKind,
  };
}

/**
 * Like with like (docs/decisions/0035-calibrated-predictor.md): the outcome an option's
 * prediction is scored against is its closing rank of the series in `year` (by default its
 * last regular round), and the prediction is made from the same kind of round list (held or
 * allotted) as that round.
 */
export function outcomeAndTarget(
  option: OptionHistory,
  year: number,
  series: Series = LAST_REGULAR_ROUND,
): { outcome: ClosingCell; target: PredictionTarget } | null {
  const outcome = seriesCell(option, year, series);
  return outcome ? { outcome, target: { listKind: listKindOf(outcome) } } : null;
}

export interface OriginError {
  year: number;
  quota: string;
  /** (log closing rank - centre) / sqrt(gap). */
  value: number;
}

/**
 * Rolling origin: for every year before the target that has earlier years, the centre fitted on
 * the years before it, and its errors on that year's comparable closing ranks.
 */
function rollingOriginErrors(
  options: readonly OptionHistory[],
  years: number[],
  series: Series,
  evidence: Evidence,
): OriginError[] {
  const errors: OriginError[] = [];
  for (const year of years) {
    if (!years.some((earlier) => earlier < year)) continue;
    // Each origin's fit sees only the years before it, of the other counsellings too.
    const centreModel = fitCentre(options, year, series, evidence);
    if (!Number.isFinite(centreModel.variance)) continue;
    for (const option of options) {
      const scored = outcomeAndTarget(option, year, series);
      if (!scored) continue;
      const { outcome, target } = scored;
      const centre = centreOf(centreModel, option, target);
      if (!centre) continue;
      errors.push({
        year,
        quota: option.groups.quota,
        value: (Math.log(outcome.closingRank) - centre.logCentre) / Math.sqrt(centre.gap),
      });
    }
  }
  return errors;
}

/** The fewest errors of a quota whose own quartiles give it a scale (else the overall scale). */
const MIN_QUARTILE_ERRORS = 4;

/**
 * The error distribution from out-of-sample errors. Each year's median error is that year's
 * common shock (all options erred together); what is left is an option's own error. Own
 * errors: per quota a scale from their quartiles (pooled toward the overall one), then the
 * smoothed empirical distribution of the standardised errors, each year weighing the same.
 * Shocks: a normal with their mean square as variance, added to every option's error. Location
 * and scale come from medians and quartiles because the errors have tails of a different kind
 * (a list that changes which rank it gives moves an option by a factor of thousands): a mean or
 * a root mean square would let a few such options shift or widen every forecast, while the
 * tails stay in the empirical shape (docs/decisions/0051-robust-shock-and-scale.md).
 */
export function errorsFromOrigins(errors: readonly OriginError[]) {
  const byYear = groupValues(errors.map((error) => [error.year, error.value]));
  const shocks = new Map([...byYear].map(([year, values]) => [year, median(values)]));
  const shockVariance = mean([...shocks.values()].map((shock) => shock * shock));
  const own = errors.map((error) => ({
    group: error.quota,
    value: error.value - (shocks.get(error.year) ?? 0),
  }));
  const overall = quartileVariance(own.map((o) => o.value));
  const scales = new Map<string, number>();
  for (const [quota, values] of groupValues(own.map((o) => [o.group, o.value]))) {
    const quotaVariance = values.length >= MIN_QUARTILE_ERRORS ? quartileVariance(values) : overall;
    // Zero only where every error was zero: then any scale gives the same step at zero.
    scales.set(
      quota,
      Math.sqrt(pooledVariance(values.length * quotaVariance, values.length, overall)) || 1,
    );
  }
  const standardised: WeightedValue[] = own.map((o, i) => ({
    value: o.value / (scales.get(o.group) ?? 1),
    weight: 1 / (byYear.get(errors[i]?.year ?? 0)?.length ?? 1),
  }));
  const withShockVariance = (variance: number): QuotaErrors => {
    const errorByQuota = new Map<string, ErrorDistribution>();
    for (const [quota, scale] of scales) {
      errorByQuota.set(quota, empiricalDistribution(standardised, scale, variance));
    }
    const overallError = empiricalDistribution(standardised, Math.sqrt(overall), variance);
    return { errorByQuota, overallError };
  };
  return {
    ...withShockVariance(shockVariance),
    withShockVariance,
    shockVariance,
    shockByYear: shocks,
    originYears: [...byYear.keys()].sort((a, b) => a - b),
  };
}

/**
 * With no earlier year to test on: a Student-t, its degrees of freedom and scale fitted by
 * maximum likelihood to the training residuals standardised by their quota's spread, plus the
 * drift's uncertainty where year pairs gave one.
 */
function errorsFromResiduals(centre: CentreModel) {
  const standardised = centre.residuals.map(
    ({ quota, value }) => value / Math.sqrt(centre.varianceByQuota.get(quota) ?? centre.variance),
  );
  const fit = fitStudentT(standardised);
  const withShockVariance = (variance: number): QuotaErrors => {
    const errorByQuota = new Map<string, ErrorDistribution>();
    for (const [quota, v] of centre.varianceByQuota) {
      errorByQuota.set(quota, studentTDistribution(fit, Math.sqrt(v), variance));
    }
    const overallError = studentTDistribution(fit, Math.sqrt(centre.variance), variance);
    return { errorByQuota, overallError };
  };
  return {
    ...withShockVariance(centre.driftVariance),
    withShockVariance,
    shockVariance: centre.driftVariance,
    dof: fit.dof,
  };
}

/**
 * Fits the model of `series` (by default the last regular round) on every closing rank before
 * `targetYear`. A round's model is this same model on that round's closing ranks alone.
 */
export function fitModel(
  options: readonly OptionHistory[],
  targetYear: number,
  series: Series = LAST_REGULAR_ROUND,
  others: OtherCounsellings = NO_OTHER_COUNSELLINGS,
): FittedModel {
  const evidence = evidenceOf(options, series, others);
  const centre = fitCentre(options, targetYear, series, evidence);
  const origins = rollingOriginErrors(options, centre.basedOnYears, series, evidence);
  const offsetVariance = centre.kindOffset?.variance ?? 0;
  const crossKind = (
    withShockVariance: (variance: number) => QuotaErrors,
    shockVariance: number,
  ) => {
    const byGap = new Map<number, QuotaErrors>();
    return (gap: number) => {
      const made =
        byGap.get(gap) ?? withShockVariance(shockVariance + offsetVariance / Math.max(1, gap));
      byGap.set(gap, made);
      return made;
    };
  };
  if (origins.length >= MIN_ORIGIN_ERRORS) {
    const fromOrigins = errorsFromOrigins(origins);
    return {
      crossKindErrors: crossKind(fromOrigins.withShockVariance, fromOrigins.shockVariance),
      ...centre,
      errorSource: 'rolling-origin errors',
      errorByQuota: fromOrigins.errorByQuota,
      overallError: fromOrigins.overallError,
      originYears: fromOrigins.originYears,
      errorCount: origins.length,
      shockVariance: fromOrigins.shockVariance,
      shockByYear: fromOrigins.shockByYear,
      withShockVariance: fromOrigins.withShockVariance,
      ownErrors: once(() => fromOrigins.withShockVariance(0)),
      studentTDof: null,
    };
  }
  const usable = Number.isFinite(centre.variance) && centre.variance > 0;
  const fromResiduals = usable ? errorsFromResiduals(centre) : null;
  const withShockVariance = (variance: number): QuotaErrors =>
    fromResiduals?.withShockVariance(variance) ?? {
      errorByQuota: new Map(),
      overallError: emptyError,
    };
  return {
    ...centre,
    crossKindErrors: crossKind(withShockVariance, fromResiduals?.shockVariance ?? 0),
    errorSource: 'Student-t on training residuals',
    errorByQuota: fromResiduals?.errorByQuota ?? new Map(),
    overallError: fromResiduals?.overallError ?? emptyError,
    originYears: [],
    errorCount: 0,
    shockVariance: fromResiduals?.shockVariance ?? 0,
    shockByYear: new Map(),
    withShockVariance,
    ownErrors: once(() => withShockVariance(0)),
    studentTDof: fromResiduals?.dof ?? null,
  };
}

/** No distribution: the model cannot predict (no spread learned). */
const emptyError: ErrorDistribution = { start: 0, step: 1, cdf: [] };

/**
 * The distribution of an option's closing rank in the target year's round the model is about
 * (its last regular round, or one round), or null when the option has no closing rank of that
 * series before it (of the kind of round list the target is about) or the model no spread.
 */
export function predictOption(
  model: FittedModel,
  option: OptionHistory,
  target: PredictionTarget = {},
): OptionPrediction | null {
  if (model.overallError.cdf.length === 0) return null;
  const centre = centreOf(model, option, target);
  if (!centre) return null;
  const quota = option.groups.quota;
  const error = errorOfQuota(centre.crossKind ? model.crossKindErrors(centre.gap) : model, quota);
  const gapScale = Math.sqrt(centre.gap);
  return {
    key: option.key,
    logMedian: centre.logCentre + gapScale * quantile(error, 0.5),
    logCentre: centre.logCentre,
    gapScale,
    error,
    baseYear: centre.base.year,
    baseRank: centre.base.closingRank,
    listKind: centre.listKind,
    crossKind: centre.crossKind,
    shockVariance: model.shockVariance,
    quota,
    ownErrors: model.ownErrors,
  };
}

/** P(closing rank >= rank): the chance that `rank` is within the option's closing rank. */
export function admissionProbability(prediction: OptionPrediction, rank: number): number {
  if (rank <= 0) return 1;
  const x = (Math.log(rank) - prediction.logCentre) / prediction.gapScale;
  return Math.min(1, Math.max(0, 1 - cumulative(prediction.error, x)));
}

/** The expected (median) closing rank, in whole ranks. */
export function expectedClosingRank(prediction: OptionPrediction): number {
  return Math.round(Math.exp(prediction.logMedian));
}

/** The central interval holding `mass` of the predicted closing rank. */
export function predictionInterval(
  prediction: OptionPrediction,
  mass: number,
): { low: number; high: number } {
  const at = (p: number) =>
    Math.exp(prediction.logCentre + prediction.gapScale * quantile(prediction.error, p));
  return { low: at((1 - mass) / 2), high: at((1 + mass) / 2) };
}

/** The model of one regular round (as stored: its list kind is part of the number). */
export interface RoundModel {
  round: number;
  listKind: ListKind;
  model: FittedModel;
}

/** A regular round (as stored: its list kind is part of the number) and its kind of list. */
export interface ExpectedRound {
  round: number;
  listKind: ListKind;
}

/**
 * The regular rounds the target year is expected to hold, in round order: each held in the
 * newest year of its kind of round list, or in at least two years before the target. A round
 * held once, in an older year, was a one-off (Telangana's Phase 5 of 2022), not a round to offer
 * every later year with "no history" on nearly every option
 * (docs/decisions/0053-rounds-a-year-is-expected-to-hold.md).
 */
export function expectedRounds(
  options: readonly OptionHistory[],
  targetYear: number,
): ExpectedRound[] {
  const heldIn = new Map<number, { listKind: ListKind; years: Set<number> }>();
  const newestYear = new Map<ListKind, number>();
  for (const option of options) {
    for (const cell of option.cells) {
      if (cell.year >= targetYear || cell.stray || cell.closingRank <= 0) continue;
      const listKind = listKindOf(cell);
      const round = heldIn.get(cell.round) ?? { listKind, years: new Set<number>() };
      round.years.add(cell.year);
      heldIn.set(cell.round, round);
      newestYear.set(listKind, Math.max(newestYear.get(listKind) ?? cell.year, cell.year));
    }
  }
  return [...heldIn]
    .filter(([, { listKind, years }]) => {
      const newest = newestYear.get(listKind);
      return years.size >= 2 || (newest !== undefined && years.has(newest));
    })
    .sort(([a], [b]) => a - b)
    .map(([round, { listKind }]) => ({ round, listKind }));
}

/**
 * The model of one regular round, fitted on that round's closing ranks alone
 * (docs/decisions/0040-round-by-round-chances.md): the same machinery as the last-round model,
 * never a second one.
 */
export function fitRoundModel(
  options: readonly OptionHistory[],
  targetYear: number,
  { round, listKind }: ExpectedRound,
  others: OtherCounsellings = NO_OTHER_COUNSELLINGS,
): RoundModel {
  return { round, listKind, model: fitModel(options, targetYear, { round }, others) };
}

/** One round's prediction of an option: null where that round has no history to learn from. */
export interface RoundPrediction {
  /** The stored round number (its list kind part of it). */
  round: number;
  prediction: OptionPrediction | null;
}

/**
 * An option's predictions for every regular round of the kind of round list `listKind` (the
 * kind its last-round prediction is about: rounds of one kind only, never mixed), in round
 * order.
 */
export function predictRounds(
  models: readonly RoundModel[],
  option: OptionHistory,
  listKind: ListKind,
): RoundPrediction[] {
  return models
    .filter((model) => model.listKind === listKind)
    .map(({ round, model }) => ({ round, prediction: predictOption(model, option) }));
}

/** A round's chance for a rank: null where the round has no figure. */
export interface RoundChance {
  round: number;
  probability: number | null;
}

export function roundChances(rounds: readonly RoundPrediction[], rank: number): RoundChance[] {
  return rounds.map(({ round, prediction }) => ({
    round,
    probability: prediction ? admissionProbability(prediction, rank) : null,
  }));
}

/**
 * The first round, in round order, whose chance is at least `threshold`, or null. The chances
 * are not forced to grow over the rounds (a round's allotments can close earlier than the
 * round before), so this is the earliest such round, not the start of an unbroken run.
 */
export function earliestRoundReaching(
  chances: readonly RoundChance[],
  threshold: number,
): number | null {
  return (
    chances.find(({ probability }) => probability !== null && probability >= threshold)?.round ??
    null
  );
}

/** Ranks at evenly spread quantiles of sorted values (used to place backtest candidates). */
export function spreadQuantiles(sortedValues: readonly number[], count: number): number[] {
  if (sortedValues.length === 0) return [];
  const ranks: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const p = 0.05 + (0.9 * i) / Math.max(1, count - 1);
    ranks.push(Math.max(1, Math.round(quantileSorted([...sortedValues], p))));
  }
  return ranks;
}
