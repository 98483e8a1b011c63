import { afterPendingIo } from '../../common/event-loop';
import {
  LAST_REGULAR_ROUND,
  expectedRounds,
  fitModel,
  listKindOf,
  seriesCell,
  type FittedModel,
  type ListKind,
  type OptionHistory,
  type OptionPrediction,
  type OtherCounsellings,
  type RoundPrediction,
  type Series,
} from './model';
import { forecaster, roundModels } from './in-season';
import { oneEarlierYearNote } from './prior';
import type { CounsellingOption } from './options';

/** A round of the target year: forecast, or published (its closing rank is a fact). */
interface TargetRound extends RoundPrediction {
  /** The option's closing rank in a published round (null: it had no seat in it). */
  published: { closingRank: number | null } | null;
}

export interface PredictedOption {
  option: CounsellingOption;
  prediction: OptionPrediction;
  /** Each regular round of the kind of round list `prediction` is about. */
  rounds: TargetRound[];
}

export interface PredictionTable {
  targetYear: number;
  basedOnYears: number[];
  /** Stored rounds of the target year the forecasts use, in the order they were published. */
  knownRounds: number[];
  /** Predicted options by seat category. */
  byCategory: Map<string, PredictedOption[]>;
  /** Each stored round's label, as its newest year before the target year writes it. */
  roundLabels: Map<number, string>;
  /** Said when the forecast rests on one earlier year (prior.ts), else null. */
  oneEarlierYearNote: string | null;
}

/**
 * One series' forecasts for the target year: the model fitted on the years before, updated with
 * the published rounds when there are any (docs/decisions/0073-in-season-forecasts.md).
 */
function seriesForecaster(
  options: readonly OptionHistory[],
  targetYear: number,
  series: Series,
  knownRounds: readonly number[],
  roundModel: (round: number) => FittedModel,
  others: OtherCounsellings,
) {
  const preSeason =
    series === LAST_REGULAR_ROUND
      ? fitModel(options, targetYear, LAST_REGULAR_ROUND, others)
      : roundModel(series.round);
  return {
    basedOnYears: preSeason.basedOnYears,
    oneEarlierYearNote: oneEarlierYearNote(preSeason.basedOnYears, preSeason.shiftPrior),
    predict: forecaster(options, targetYear, series, knownRounds, preSeason, roundModel),
  };
}

/**
 * The regular rounds an option's forecast lists: those the target year is expected to hold and
 * those it has published, in round order (docs/decisions/0053-rounds-a-year-is-expected-to-hold.md).
 */
function targetYearRounds(
  options: readonly OptionHistory[],
  targetYear: number,
  knownRounds: readonly number[],
): { round: number; listKind: ListKind }[] {
  const rounds = new Map(expectedRounds(options, targetYear).map((r) => [r.round, r.listKind]));
  for (const round of knownRounds) {
    if (rounds.has(round)) continue;
    const cell = options
      .map((option) => seriesCell(option, targetYear, { round }))
      .find((found) => found !== undefined);
    if (cell) rounds.set(round, listKindOf(cell));
  }
  return [...rounds].sort(([a], [b]) => a - b).map(([round, listKind]) => ({ round, listKind }));
}

/**
 * Fits the table Rank DeepScan answers from, for one counselling, target year and set of
 * published rounds: every option's forecast of its last regular round and of each round the
 * target year is expected to hold.
 */
export async function fitPredictionTable(
  options: readonly CounsellingOption[],
  targetYear: number,
  knownRounds: number[],
  others: OtherCounsellings,
): Promise<PredictionTable> {
  // The last-round model, then one per round of the target year, each on that round's own
  // closing ranks (docs/decisions/0040-round-by-round-chances.md), each updated with the
  // published rounds. One fit at a time, the requests waiting served first: a fit holds the
  // event loop (0.1-0.4 s at a million allotments; docs/decisions/0054-fits-let-requests-in.md).
  const roundModel = roundModels(options, targetYear, others);
  const rounds = targetYearRounds(options, targetYear, knownRounds);
  for (const { round } of rounds) {
    await afterPendingIo();
    roundModel(round);
  }
  await afterPendingIo();
  const lastRound = seriesForecaster(
    options,
    targetYear,
    LAST_REGULAR_ROUND,
    knownRounds,
    roundModel,
    others,
  );
  const roundForecasts: {
    round: number;
    listKind: ListKind;
    predict: typeof lastRound.predict | null;
  }[] = [];
  for (const { round, listKind } of rounds) {
    await afterPendingIo();
    roundForecasts.push({
      round,
      listKind,
      predict: knownRounds.includes(round)
        ? null
        : seriesForecaster(options, targetYear, { round }, knownRounds, roundModel, others).predict,
    });
  }
  const byCategory = new Map<string, PredictedOption[]>();
  const roundLabels = new Map<number, string>();
  for (const option of options) {
    // Cells come in year order: a later year's label wins.
    for (const cell of option.cells) {
      if (cell.year <= targetYear) roundLabels.set(cell.round, cell.roundLabel);
    }
    const prediction = lastRound.predict(option);
    if (!prediction) continue;
    const optionRounds = roundForecasts
      .filter(({ listKind }) => listKind === prediction.listKind)
      .map(({ round, predict }): TargetRound => {
        if (predict) return { round, prediction: predict(option), published: null };
        const cell = seriesCell(option, targetYear, { round });
        return { round, prediction: null, published: { closingRank: cell?.closingRank ?? null } };
      });
    const list = byCategory.get(option.category) ?? [];
    list.push({ option, prediction, rounds: optionRounds });
    byCategory.set(option.category, list);
  }
  return {
    targetYear,
    basedOnYears: lastRound.basedOnYears,
    knownRounds,
    byCategory,
    roundLabels,
    oneEarlierYearNote: lastRound.oneEarlierYearNote,
  };
}
