import { forecaster, roundModels } from './in-season';
import {
  admissionProbability,
  fitModel,
  NO_OTHER_COUNSELLINGS,
  outcomeAndTarget,
  predictOption,
  predictionInterval,
  seriesCell,
  spreadQuantiles,
  type ErrorSource,
  type OptionHistory,
  type OtherCounsellings,
  type Series,
  type SpreadSource,
} from './model';

/**
 * Measures the model on a year it did not see (docs/predictor.md): candidates at ranks spread
 * over each seat category's closing ranks of the years before, every option of their category
 * with a prediction and an outcome. A forecast is a probability that the option's closing rank
 * in the target year's last regular round (or, for a round's model, in that round) is at least
 * the candidate's rank.
 */

export interface Forecast {
  probability: number;
  /** 1 when the option's closing rank came out at least the rank. */
  outcome: 0 | 1;
  /** The baseline's call: 1 when the rank is within the option's last known closing rank. */
  baseline: 0 | 1;
}

export interface CalibrationBin {
  from: number;
  to: number;
  count: number;
  meanProbability: number;
  observedRate: number;
  /** observedRate - meanProbability. */
  gap: number;
}

export interface BacktestResult {
  targetYear: number;
  /** The last regular round, or the one round whose model was scored. */
  series: Series;
  /** Stored rounds of the target year the forecasts knew (in-season), in publication order. */
  knownRounds: readonly number[];
  basedOnYears: number[];
  source: SpreadSource;
  errorSource: ErrorSource;
  /** Years the model's own errors were measured on (rolling origin), if any. */
  originYears: number[];
  /** Degrees of freedom of the fitted Student-t, when the errors are one. */
  studentTDof: number | null;
  candidates: number;
  forecasts: number;
  brier: number;
  baselineBrier: number;
  /** brier / baselineBrier: below 1 beats the baseline. */
  ratio: number;
  calibration: CalibrationBin[];
  /** Largest |gap| among bins holding at least MIN_BIN_SHARE of the forecasts. */
  maxCalibrationGap: number;
  /**
   * Options with an outcome in the target year that the model could predict from the same kind
   * of round list (held or allotted) as that outcome.
   */
  optionCoverage: number;
  /** Outcomes inside their predicted 80% interval (ideally 0.8). */
  intervalCoverage: number;
}

/** Candidate ranks per seat category. */
const CANDIDATES_PER_CATEGORY = 15;
/** Categories with fewer predicted options give no candidates (too few to place ranks). */
const MIN_OPTIONS_PER_CATEGORY = 5;
/** Bins holding fewer forecasts than this share are shown but not counted in the largest gap. */
const MIN_BIN_SHARE = 0.01;

export function brierScore(forecasts: readonly { probability: number; outcome: number }[]) {
  if (forecasts.length === 0) return Number.NaN;
  return forecasts.reduce((sum, f) => sum + (f.probability - f.outcome) ** 2, 0) / forecasts.length;
}

/** Forecasts in tenths of probability (the last bin holds 1). */
export function calibrationTable(forecasts: readonly Forecast[]): CalibrationBin[] {
  const bins = Array.from({ length: 10 }, (_, i) => ({
    from: i / 10,
    to: (i + 1) / 10,
    count: 0,
    sumProbability: 0,
    sumOutcome: 0,
  }));
  for (const forecast of forecasts) {
    const bin = bins[Math.min(9, Math.floor(forecast.probability * 10))];
    if (!bin) continue;
    bin.count += 1;
    bin.sumProbability += forecast.probability;
    bin.sumOutcome += forecast.outcome;
  }
  return bins.map(({ from, to, count, sumProbability, sumOutcome }) => {
    const meanProbability = count > 0 ? sumProbability / count : Number.NaN;
    const observedRate = count > 0 ? sumOutcome / count : Number.NaN;
    return { from, to, count, meanProbability, observedRate, gap: observedRate - meanProbability };
  });
}

export function largestGap(bins: readonly CalibrationBin[], total: number): number {
  let largest = 0;
  for (const bin of bins) {
    if (bin.count === 0 || bin.count < MIN_BIN_SHARE * total) continue;
    largest = Math.max(largest, Math.abs(bin.gap));
  }
  return largest;
}

/**
 * `knownRounds`: the stored regular rounds of the target year a forecast may use, as in the
 * season after they were published (docs/decisions/0073-in-season-forecasts.md). The candidates
 * and the baseline stay the pre-season ones, so the figures with and without them compare.
 */
export function runBacktest(
  options: readonly OptionHistory[],
  targetYear: number,
  series: Series = 'last regular round',
  knownRounds: readonly number[] = [],
  others: OtherCounsellings = NO_OTHER_COUNSELLINGS,
): BacktestResult {
  const model = fitModel(options, targetYear, series, others);
  const forecast = forecaster(
    options,
    targetYear,
    series,
    knownRounds,
    model,
    roundModels(options, targetYear, others),
  );
  // Candidates are placed by the closing ranks predictions start from, as the screen would.
  const predicted = options.flatMap((option) => {
    const prediction = predictOption(model, option);
    return prediction ? [{ option, prediction }] : [];
  });
  // Scored: options with an outcome, predicted from the same kind of round list as it.
  const scored = new Map(
    options.flatMap((option) => {
      const found = outcomeAndTarget(option, targetYear, series);
      const prediction = found && forecast(option, found.target);
      // The baseline is last year's closing rank, whatever the season has published.
      if (!found || !prediction) return [];
      const { baseRank } = predictOption(model, option, found.target) ?? prediction;
      return [[option.key, { outcome: found.outcome, prediction, baseRank }]];
    }),
  );

  const byCategory = new Map<string, typeof predicted>();
  for (const entry of predicted) {
    const category = entry.option.groups.category;
    const list = byCategory.get(category);
    if (list) list.push(entry);
    else byCategory.set(category, [entry]);
  }

  const forecasts: Forecast[] = [];
  let candidates = 0;
  for (const entries of byCategory.values()) {
    if (entries.length < MIN_OPTIONS_PER_CATEGORY) continue;
    const known = entries.map((entry) => entry.prediction.baseRank).sort((a, b) => a - b);
    const ranks = spreadQuantiles(known, CANDIDATES_PER_CATEGORY);
    candidates += ranks.length;
    for (const rank of ranks) {
      for (const { option } of entries) {
        const found = scored.get(option.key);
        if (!found) continue;
        const { outcome, prediction, baseRank } = found;
        forecasts.push({
          probability: admissionProbability(prediction, rank),
          outcome: outcome.closingRank >= rank ? 1 : 0,
          baseline: baseRank >= rank ? 1 : 0,
        });
      }
    }
  }

  const withOutcome = options.filter((option) => seriesCell(option, targetYear, series));
  let inside = 0;
  for (const { outcome, prediction } of scored.values()) {
    const { low, high } = predictionInterval(prediction, 0.8);
    if (outcome.closingRank >= low && outcome.closingRank <= high) inside += 1;
  }
  const covered = scored.size;

  const brier = brierScore(forecasts);
  const baselineBrier = brierScore(
    forecasts.map((f) => ({ probability: f.baseline, outcome: f.outcome })),
  );
  const calibration = calibrationTable(forecasts);
  return {
    targetYear,
    series,
    knownRounds,
    basedOnYears: model.basedOnYears,
    source: model.source,
    errorSource: model.errorSource,
    originYears: model.originYears,
    studentTDof: model.studentTDof,
    candidates,
    forecasts: forecasts.length,
    brier,
    baselineBrier,
    ratio: brier / baselineBrier,
    calibration,
    maxCalibrationGap: largestGap(calibration, forecasts.length),
    optionCoverage: withOutcome.length > 0 ? covered / withOutcome.length : Number.NaN,
    intervalCoverage: covered > 0 ? inside / covered : Number.NaN,
  };
}

const percent = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : '-');

function describeErrors(result: BacktestResult): string {
  if (result.errorSource === 'rolling-origin errors') {
    return `the model's own errors on ${result.originYears.join(', ')}, each fitted on the years before it`;
  }
  const dof =
    result.studentTDof === null ? '' : ` (${result.studentTDof.toFixed(1)} degrees of freedom)`;
  return `Student-t on the training residuals${dof}`;
}

/** The backtest as the plain-text report `npm run backtest` prints. */
export function formatBacktest(counsellingId: string, result: BacktestResult): string {
  const lines = [
    `Backtest ${counsellingId}, target year ${result.targetYear}, ` +
      `${typeof result.series === 'string' ? result.series : `stored round ${result.series.round}`} ` +
      `(based on ${result.basedOnYears.join(', ') || 'no years'}; centre from ${result.source})`,
    `Published rounds of ${result.targetYear} used: ${result.knownRounds.length > 0 ? result.knownRounds.map((round) => `stored round ${round}`).join(', ') : 'none (before the counselling)'}`,
    `Error distribution: ${describeErrors(result)}`,
    `Candidates: ${result.candidates} ranks over seat categories; forecasts: ${result.forecasts}`,
    `Brier score:            ${percent(result.brier)}`,
    `Baseline Brier score:   ${percent(result.baselineBrier)}  (you get it if your rank is within last year's closing rank)`,
    `Ratio (model/baseline): ${percent(result.ratio)}`,
    `Largest calibration gap (bins >= ${MIN_BIN_SHARE * 100}% of forecasts): ${percent(result.maxCalibrationGap)}`,
    `Coverage: ${percent(result.optionCoverage)} of options with a ${result.targetYear} closing rank predicted; ` +
      `${percent(result.intervalCoverage)} of outcomes inside their 80% interval`,
    '',
    'Calibration by tenths of probability:',
    'bin        forecasts  mean p  observed   gap',
  ];
  for (const bin of result.calibration) {
    lines.push(
      `${bin.from.toFixed(1)}-${bin.to.toFixed(1)}  ${String(bin.count).padStart(9)}  ${percent(bin.meanProbability).padStart(6)}  ${percent(bin.observedRate).padStart(8)}  ${(Number.isFinite(bin.gap) ? (bin.gap >= 0 ? '+' : '') + bin.gap.toFixed(3) : '-').padStart(6)}`,
    );
  }
  return lines.join('\n');
}
