import { errorFunction, inverseErrorFunction, mean, quantileSorted } from 'simple-statistics';

/**
 * The closing-rank model behind Rank DeepScan (docs/predictor.md). Pure: it sees closing ranks
 * and returns, per option, a log-normal distribution of the option's closing rank in the last
 * regular (non-stray) round of a target year. Everything it uses is learned from the years
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

/** Where the model's spread came from, for the description of a prediction. */
export type SpreadSource = 'year-over-year' | 'within-year rounds' | 'within-round spread';

export interface FittedModel {
  targetYear: number;
  source: SpreadSource;
  /** Years whose closing ranks the model saw (all before targetYear). */
  basedOnYears: number[];
  /** Expected log change of a closing rank over one year, all options. */
  drift: number;
  /** Variance of next year's common drift around `drift`. */
  driftVariance: number;
  /** Shrunken log-scale effects per group value, added to the drift. */
  effects: Record<GroupDimension, Map<string, number>>;
  /** Residual variance of one option's yearly log change, per quota (shrunk) and overall. */
  varianceByQuota: Map<string, number>;
  variance: number;
  /** Log change of the closing rank per unit change of log seats (when seats are known). */
  seatElasticity: number;
  /** Pairs the spread was learned from. */
  pairCount: number;
}

export interface OptionPrediction {
  key: string;
  /** log of the predicted median closing rank. */
  logMedian: number;
  /** Spread of the log closing rank. */
  logSd: number;
  /** The option's newest last-regular-round closing rank before the target year. */
  baseYear: number;
  baseRank: number;
}

/** The fewest year-over-year pairs that tell drift and spread apart from noise. */
const MIN_YEAR_PAIRS = 30;
/** The fewest pairs for a spread learned from rounds within a year. */
const MIN_ROUND_PAIRS = 10;
/**
 * Weight, in pairs, of the overall residual variance when a quota's own variance is estimated:
 * a quota with few pairs keeps close to the overall spread (partial pooling).
 */
const VARIANCE_PRIOR_PAIRS = 10;

/** Held lists before allotted lists, then by round (docs/decisions/0022-rank-tools.md). */
const laterRegularCell = (a: ClosingCell, b: ClosingCell) =>
  Boolean(a.allottedList) === Boolean(b.allottedList) ? a.round > b.round : !a.allottedList;

/**
 * The last regular (non-stray) round's cell of an option in a year, if it has one. Where a year
 * has both kinds of round list, the seats held after the round are what a closing rank means
 * (docs/decisions/0022-rank-tools.md), so a held list wins over a later allotted one.
 */
export function lastRegularCell(option: OptionHistory, year: number): ClosingCell | undefined {
  let best: ClosingCell | undefined;
  for (const cell of option.cells) {
    if (cell.year !== year || cell.stray || cell.closingRank <= 0) continue;
    if (!best || laterRegularCell(cell, best)) best = cell;
  }
  return best;
}

interface YearPair {
  option: OptionHistory;
  year: number;
  logChange: number;
  logSeatChange: number;
}

function yearPairs(options: readonly OptionHistory[], targetYear: number): YearPair[] {
  const pairs: YearPair[] = [];
  for (const option of options) {
    const years = [...new Set(option.cells.map((cell) => cell.year))].filter((y) => y < targetYear);
    for (const year of years) {
      const now = lastRegularCell(option, year);
      const before = lastRegularCell(option, year - 1);
      if (!now || !before) continue;
      pairs.push({
        option,
        year,
        logChange: Math.log(now.closingRank) - Math.log(before.closingRank),
        logSeatChange: Math.log(now.seats) - Math.log(before.seats),
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

/** Per-quota residual variance pulled toward the overall variance by VARIANCE_PRIOR_PAIRS. */
function pooledVariances(
  residuals: readonly { group: string; value: number }[],
  overall: number,
): Map<string, number> {
  const squares = groupSums(residuals, (value) => value * value);
  const result = new Map<string, number>();
  for (const [group, { sum, count }] of squares) {
    result.set(group, (sum + VARIANCE_PRIOR_PAIRS * overall) / (count + VARIANCE_PRIOR_PAIRS));
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

/** Fits the model on every closing rank before `targetYear`. */
export function fitModel(options: readonly OptionHistory[], targetYear: number): FittedModel {
  const years = basedOn(options, targetYear);
  const pairs = yearPairs(options, targetYear);
  if (pairs.length >= MIN_YEAR_PAIRS) return fitYearOverYear(pairs, targetYear, years);
  const rounds = roundPairs(options, targetYear);
  if (rounds.length >= MIN_ROUND_PAIRS) {
    return fitSpreadOnly(rounds, targetYear, years, 'within-year rounds');
  }
  return fitSpreadOnly(
    withinRoundPairs(options, targetYear),
    targetYear,
    years,
    'within-round spread',
  );
}

function fitYearOverYear(pairs: YearPair[], targetYear: number, years: number[]): FittedModel {
  // Each year's common drift; the next year's drift is drawn around their shrunken mean
  // (year drifts ~ N(theta, tau2), theta ~ N(0, tau2): mean k/(k+1)·m̄, variance tau2(1+1/(k+1))).
  const byYear = new Map<number, number[]>();
  for (const pair of pairs)
    byYear.set(pair.year, [...(byYear.get(pair.year) ?? []), pair.logChange]);
  const yearDrifts = new Map([...byYear].map(([year, changes]) => [year, mean(changes)]));
  const drifts = [...yearDrifts.values()];
  const k = drifts.length;
  const tau2 = mean(drifts.map((d) => d * d));
  const persistence = k / (k + 1);
  const drift = persistence * mean(drifts);
  const driftVariance = tau2 * (1 + 1 / (k + 1));

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
  const overall = variance(residuals, 0);
  const varianceByQuota = pooledVariances(
    pairs.map((pair, i) => ({ group: pair.option.groups.quota, value: residuals[i] ?? 0 })),
    overall,
  );
  return {
    targetYear,
    source: 'year-over-year',
    basedOnYears: years,
    drift,
    driftVariance,
    effects,
    varianceByQuota,
    variance: overall,
    seatElasticity,
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
  source: SpreadSource,
): FittedModel {
  const centre = pairs.length > 0 ? mean(pairs.map((pair) => pair.logChange)) : 0;
  const residuals = pairs.map((pair) => pair.logChange - centre);
  const overall = pairs.length > 1 ? variance(residuals, 0) : Number.NaN;
  return {
    targetYear,
    source,
    basedOnYears: years,
    drift: 0,
    driftVariance: 0,
    effects: emptyEffects(),
    varianceByQuota: Number.isFinite(overall)
      ? pooledVariances(
          pairs.map((pair, i) => ({ group: pair.option.groups.quota, value: residuals[i] ?? 0 })),
          overall,
        )
      : new Map(),
    variance: overall,
    seatElasticity: 0,
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
 * The closing rank a prediction starts from: the newest last-regular-round closing rank among
 * `years`, or, for an option only ever filled in stray rounds, its newest stray closing rank.
 */
function baseCell(option: OptionHistory, years: readonly number[]): ClosingCell | undefined {
  for (const year of [...years].reverse()) {
    const cell = lastRegularCell(option, year);
    if (cell) return cell;
  }
  let newest: ClosingCell | undefined;
  for (const cell of option.cells) {
    if (!years.includes(cell.year) || cell.closingRank <= 0) continue;
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

/**
 * The distribution of an option's closing rank in the target year's last regular round, or
 * null when the option has no closing rank before it (or the model no spread).
 * `targetSeats`: the option's seats in the target year where a seat matrix states them.
 */
export function predictOption(
  model: FittedModel,
  option: OptionHistory,
  targetSeats?: number,
): OptionPrediction | null {
  if (!Number.isFinite(model.variance) || model.variance <= 0) return null;
  const base = baseCell(option, model.basedOnYears);
  if (!base) return null;
  const gap = model.targetYear - base.year;
  let logMedian = Math.log(base.closingRank) + gap * model.drift;
  for (const dimension of GROUP_DIMENSIONS) {
    logMedian += gap * (model.effects[dimension].get(option.groups[dimension]) ?? 0);
  }
  if (targetSeats !== undefined && targetSeats > 0 && base.seats > 0) {
    logMedian += model.seatElasticity * (Math.log(targetSeats) - Math.log(base.seats));
  }
  const residual = model.varianceByQuota.get(option.groups.quota) ?? model.variance;
  const logSd = Math.sqrt(gap * (residual + model.driftVariance));
  return { key: option.key, logMedian, logSd, baseYear: base.year, baseRank: base.closingRank };
}

const standardNormalCdf = (z: number) => 0.5 * (1 + errorFunction(z / Math.SQRT2));

/** P(closing rank >= rank): the chance that `rank` is within the option's closing rank. */
export function admissionProbability(prediction: OptionPrediction, rank: number): number {
  if (rank <= 0) return 1;
  const z = (Math.log(rank) - prediction.logMedian) / prediction.logSd;
  return Math.min(1, Math.max(0, 1 - standardNormalCdf(z)));
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
  const z = Math.SQRT2 * inverseErrorFunction(mass);
  return {
    low: Math.exp(prediction.logMedian - z * prediction.logSd),
    high: Math.exp(prediction.logMedian + z * prediction.logSd),
  };
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
