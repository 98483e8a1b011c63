import { mean, median } from 'simple-statistics';
import { quantile } from './error-distribution';
import {
  LAST_REGULAR_ROUND,
  centreOf,
  errorOfQuota,
  errorsFromOrigins,
  fitModel,
  listKindOf,
  NO_OTHER_COUNSELLINGS,
  once,
  predictOption,
  seriesCell,
  type FittedModel,
  type ListKind,
  type OptionHistory,
  type OptionPrediction,
  type OtherCounsellings,
  type PredictionTarget,
  type QuotaErrors,
  type Series,
} from './model';

/**
 * In-season forecasts (docs/decisions/0073-in-season-forecasts.md). Once rounds of the target
 * year are published, two things are known that the model fitted on the years before could only
 * guess: how far this year moves every closing rank (its common shift, measured on the
 * published rounds against what the model expected of them), and each option's own closing rank
 * in those rounds. An option with a published closing rank is forecast from it, by how a round's
 * closing rank moved to the later one in the years before; any other option from the
 * pre-season model moved by the measured shift, with only the part of the yearly shock that a
 * published round does not show left in its spread. Pure, like model.ts.
 */

/** The fewest options whose published closing rank measures the year's shift. */
const MIN_SHIFT_OPTIONS = 30;
/** The fewest earlier-year pairs (a round's closing rank and the later one) an anchor needs. */
const MIN_ANCHOR_PAIRS = 30;

/** The year's common shift, measured on one published round. */
interface YearShift {
  /** The stored round it was measured on. */
  round: number;
  /** Median of (log published closing rank - the round model's centre) over the options. */
  value: number;
  options: number;
}

/**
 * How a closing rank of one published round moved to the series' closing rank later in the same
 * year, learned from the years before: the mean of the years' median log changes, and the
 * spread of the changes around their year's median (each year's median its shock).
 */
interface Anchor {
  round: number;
  change: number;
  errors: QuotaErrors;
  /** The common shock in `errors`, and `errors` without it (docs/predictor.md#a-lists-outcome). */
  shockVariance: number;
  ownErrors: () => QuotaErrors;
  pairs: number;
}

export interface InSeasonModel {
  targetYear: number;
  series: Series;
  /** Stored regular rounds of the target year that are published, in publication order. */
  knownRounds: readonly number[];
  preSeason: FittedModel;
  shift: YearShift | null;
  /** The pre-season errors with only the shock a published round does not show. */
  shiftedErrors: QuotaErrors | null;
  /** That shock's variance. */
  shockLeft: number;
  /** By `anchorKey`. */
  anchors: Map<string, Anchor>;
}

/** Each round's model fitted on the years before `targetYear`, once, when first asked for. */
export function roundModels(
  options: readonly OptionHistory[],
  targetYear: number,
  others: OtherCounsellings = NO_OTHER_COUNSELLINGS,
): (round: number) => FittedModel {
  const fitted = new Map<number, FittedModel>();
  return (round) => {
    const model = fitted.get(round) ?? fitModel(options, targetYear, { round }, others);
    fitted.set(round, model);
    return model;
  };
}

const anchorKey = (round: number, listKind: ListKind | null) => `${round}:${listKind ?? ''}`;

/**
 * The year's shift, measured on the latest published round (in `knownRounds` order) with at
 * least MIN_SHIFT_OPTIONS options that its model (fitted on the years before) predicts.
 */
function measureShift(
  options: readonly OptionHistory[],
  targetYear: number,
  knownRounds: readonly number[],
  roundModel: (round: number) => FittedModel,
): YearShift | null {
  let shift: YearShift | null = null;
  for (const round of knownRounds) {
    const model = roundModel(round);
    const misses: number[] = [];
    for (const option of options) {
      const cell = seriesCell(option, targetYear, { round });
      if (!cell) continue;
      const centre = centreOf(model, option, { listKind: listKindOf(cell) });
      if (centre) misses.push(Math.log(cell.closingRank) - centre.logCentre);
    }
    if (misses.length >= MIN_SHIFT_OPTIONS) {
      shift = { round, value: median(misses), options: misses.length };
    }
  }
  return shift;
}

/**
 * What is left of the yearly shock once a round's shift is known: the mean square, over the
 * years both models measured errors on, of the difference between the series' shock and the
 * round's. With no such year, the whole shock stays: nothing shows how much the round tells.
 */
function shockLeft(series: FittedModel, round: FittedModel): number {
  const differences: number[] = [];
  for (const [year, shock] of series.shockByYear) {
    const roundShock = round.shockByYear.get(year);
    if (roundShock !== undefined) differences.push(shock - roundShock);
  }
  return differences.length > 0 ? mean(differences.map((d) => d * d)) : series.shockVariance;
}

function fitAnchor(
  options: readonly OptionHistory[],
  targetYear: number,
  round: number,
  series: Series,
  listKind: ListKind | null,
): Anchor | null {
  const changes: { year: number; quota: string; value: number }[] = [];
  for (const option of options) {
    for (const from of option.cells) {
      if (from.round !== round || from.year >= targetYear || from.closingRank <= 0) continue;
      const to = seriesCell(option, from.year, series, listKind ?? undefined);
      if (!to) continue;
      changes.push({
        year: from.year,
        quota: option.groups.quota,
        value: Math.log(to.closingRank) - Math.log(from.closingRank),
      });
    }
  }
  if (changes.length < MIN_ANCHOR_PAIRS) return null;
  const byYear = new Map<number, number[]>();
  for (const { year, value } of changes) byYear.set(year, [...(byYear.get(year) ?? []), value]);
  const change = mean([...byYear.values()].map((values) => median(values)));
  const { errorByQuota, overallError, shockVariance, withShockVariance } = errorsFromOrigins(
    changes.map((entry) => ({ ...entry, value: entry.value - change })),
  );
  return {
    round,
    change,
    errors: { errorByQuota, overallError },
    shockVariance,
    ownErrors: once(() => withShockVariance(0)),
    pairs: changes.length,
  };
}

/**
 * The in-season model of `series` for `targetYear` with `knownRounds` published: `preSeason` is
 * the model fitted on the years before, `roundModel` gives a round's model fitted on them.
 */
export function fitInSeason(
  options: readonly OptionHistory[],
  targetYear: number,
  series: Series,
  knownRounds: readonly number[],
  preSeason: FittedModel,
  roundModel: (round: number) => FittedModel,
): InSeasonModel {
  const shift = measureShift(options, targetYear, knownRounds, roundModel);
  const anchors = new Map<string, Anchor>();
  // A last-round forecast is about a kind of round list; a round's series names its own.
  const kinds: (ListKind | null)[] = series === LAST_REGULAR_ROUND ? ['held', 'allotted'] : [null];
  for (const round of knownRounds) {
    for (const listKind of kinds) {
      const anchor = fitAnchor(options, targetYear, round, series, listKind);
      if (anchor) anchors.set(anchorKey(round, listKind), anchor);
    }
  }
  const shockVariance = shift ? shockLeft(preSeason, roundModel(shift.round)) : 0;
  return {
    targetYear,
    series,
    knownRounds,
    preSeason,
    shift,
    shiftedErrors: shift ? preSeason.withShockVariance(shockVariance) : null,
    shockLeft: shockVariance,
    anchors,
  };
}

/**
 * The forecast of each option for `series`: `preSeason` (fitted on the years before) as it is
 * before the counselling, updated with `knownRounds` once rounds are published.
 */
export function forecaster(
  options: readonly OptionHistory[],
  targetYear: number,
  series: Series,
  knownRounds: readonly number[],
  preSeason: FittedModel,
  roundModel: (round: number) => FittedModel,
): (option: OptionHistory, target?: PredictionTarget) => OptionPrediction | null {
  if (knownRounds.length === 0) return predictOption.bind(null, preSeason);
  const inSeason = fitInSeason(options, targetYear, series, knownRounds, preSeason, roundModel);
  return predictInSeason.bind(null, inSeason);
}

/**
 * An option's forecast with the published rounds: from its own closing rank in the latest
 * published round that has an anchor, else the pre-season forecast moved by the year's shift,
 * else the pre-season forecast.
 */
export function predictInSeason(
  model: InSeasonModel,
  option: OptionHistory,
  target: PredictionTarget = {},
): OptionPrediction | null {
  const preSeason = predictOption(model.preSeason, option, target);
  for (const round of [...model.knownRounds].reverse()) {
    const cell = seriesCell(option, model.targetYear, { round });
    if (!cell) continue;
    const listKind = target.listKind ?? preSeason?.listKind ?? listKindOf(cell);
    const anchor = model.anchors.get(
      anchorKey(round, model.series === LAST_REGULAR_ROUND ? listKind : null),
    );
    if (!anchor) continue;
    const quota = option.groups.quota;
    const error = errorOfQuota(anchor.errors, quota);
    const logCentre = Math.log(cell.closingRank) + anchor.change;
    return {
      key: option.key,
      logMedian: logCentre + quantile(error, 0.5),
      logCentre,
      gapScale: 1,
      error,
      baseYear: model.targetYear,
      baseRank: cell.closingRank,
      listKind,
      crossKind: false,
      shockVariance: anchor.shockVariance,
      quota,
      ownErrors: anchor.ownErrors,
    };
  }
  if (!preSeason || !model.shift || !model.shiftedErrors) return preSeason;
  const error = errorOfQuota(model.shiftedErrors, option.groups.quota);
  const logCentre = preSeason.logCentre + model.shift.value;
  return {
    ...preSeason,
    logCentre,
    logMedian: logCentre + preSeason.gapScale * quantile(error, 0.5),
    error,
    // The own error is the pre-season one: the shift measured takes only from the shock.
    shockVariance: model.shockLeft,
  };
}
