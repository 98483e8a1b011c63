import type {
  ChoiceListOutcome,
  ChoiceListOutcomeQuery,
  ChoiceOptionKey,
  PredictionAccuracy,
  PredictionPage,
  PredictionRow,
  PredictionsQuery,
} from '@seatscope/shared';
import {
  CHANCE_GROUPS,
  CHOICE_LIST_MAX_OPTIONS,
  LIKELY_CHANCE,
  chanceGroupOf,
} from '@seatscope/shared';
import type { Database } from '../../db/client';
import { DomainError } from '../../common/errors';
import { listOfRound, roundLabel } from '../../data/rounds';
import { ReadCache } from '../data-screens/read-cache';
import { chooseDemoSample } from '../data-screens/demo-sample';
import {
  LAST_REGULAR_ROUND,
  admissionProbability,
  earliestRoundReaching,
  expectedClosingRank,
  roundChances,
  type OtherCounsellings,
} from './model';
import { runBacktest } from './backtest';
import {
  approximateChances,
  conditionalChances,
  gainAtEnd,
  listOutcome,
  type ListOutcome,
} from './list-outcome';
import {
  everyCounsellingsEvidence,
  loadCounsellingOptions,
  othersThan,
  optionKey,
  publishedRounds,
  type CounsellingOption,
  type CounsellingOptions,
} from './options';
import { fitPredictionTable, type PredictedOption, type PredictionTable } from './prediction-table';
import { readStoredFit, storeFit, type FitKey } from './stored-fits';

// Loading and fitting read every closing rank of a counselling: done once per data version.
const loadedOptions = new ReadCache<CounsellingOptions>(20);
const fittedTables = new ReadCache<PredictionTable>(40);
const measuredAccuracy = new ReadCache<PredictionAccuracy>(20);
const everyCounselling = new ReadCache<OtherCounsellings>(4);

function counsellingOptions(db: Database, counsellingId: string) {
  return loadedOptions.get(db, counsellingId, () => loadCounsellingOptions(db, counsellingId));
}

/**
 * What the other counsellings show of yearly shifts and list-kind offsets, the prior of this
 * one's fits (docs/decisions/0083-a-prior-for-the-yearly-shift.md); read once per data version.
 */
async function otherCounsellings(db: Database, counsellingId: string) {
  const every = await everyCounselling.get(db, 'every counselling', () =>
    everyCounsellingsEvidence(db, (id) => counsellingOptions(db, id)),
  );
  return othersThan(every, counsellingId);
}

/**
 * The year Rank DeepScan forecasts by default: the year under way, else the year after the
 * latest; null when the counselling has no closing ranks.
 */
function defaultTargetYear(options: CounsellingOptions): number | null {
  const latest = options.years.at(-1);
  if (latest === undefined) return null;
  return options.yearInProgress ?? latest + 1;
}

/**
 * A target year must be one the data can answer: a year of it after its first (a backtest from
 * the years before) or the year after its latest (the forecast). Each target year is a fit of
 * its own, so the years a request may ask for are as many as the data's, never a thousand
 * (docs/decisions/0052-target-years-the-data-can-answer.md).
 */
function requirePredictableYear({ years }: CounsellingOptions, targetYear: number | null) {
  const [first, last] = [years[0], years.at(-1)];
  if (targetYear === null || first === undefined || last === undefined) return;
  if (targetYear <= first || targetYear > last + 1) {
    const range = first === last ? `${last + 1}` : `from ${first + 1} to ${last + 1}`;
    throw new DomainError(
      'invalid',
      'target_year_out_of_range',
      `targetYear must be ${range} for this counselling: a year of its data after the first (tested on the years before it) or the year after its latest.`,
    );
  }
}

/** How the tables of a database came to this process: fitted here, or read from a stored fit. */
export interface FitCounts {
  fitted: number;
  readFromStore: number;
}
const fitCounts = new WeakMap<Database, FitCounts>();

/** How often this process fitted a DeepScan table of `db`, and read one stored. */
export function deepScanFitCounts(db: Database): FitCounts {
  return { ...(fitCounts.get(db) ?? { fitted: 0, readFromStore: 0 }) };
}

function count(db: Database, how: keyof FitCounts) {
  const counts = fitCounts.get(db) ?? { fitted: 0, readFromStore: 0 };
  counts[how] += 1;
  fitCounts.set(db, counts);
}

/** Where a table came from, and the storing of one fitted here (done after it is answered from). */
const origins = new WeakMap<
  PredictionTable,
  { from: 'stored fit' } | { from: 'fitted'; stored: Promise<void> }
>();

/**
 * The fitted table of a counselling, target year and published rounds, kept in memory per data
 * version: read from the stored fit of that version when there is one, else fitted and stored
 * for the processes that start later (docs/decisions/0089-fits-kept-per-data-version.md).
 */
async function predictionTable(
  db: Database,
  counsellingId: string,
  targetYear: number,
  knownRoundsUpTo: number | undefined,
): Promise<PredictionTable> {
  const { options } = await counsellingOptions(db, counsellingId);
  const knownRounds = publishedRounds(options, targetYear, knownRoundsUpTo);
  const fitKey: FitKey = { counsellingId, targetYear, knownRounds };
  const key = `${counsellingId}\u0000${targetYear}\u0000${knownRounds.join(',')}`;
  return fittedTables.get(db, key, async (version) => {
    // A stored fit only saves time: one that cannot be read (a timeout under load) is fitted.
    const stored = await readStoredFit(db, fitKey, version, options).catch(() => null);
    if (stored) {
      count(db, 'readFromStore');
      origins.set(stored, { from: 'stored fit' });
      return stored;
    }
    const others = await otherCounsellings(db, counsellingId);
    const table = await fitPredictionTable(options, targetYear, knownRounds, others);
    count(db, 'fitted');
    const storing = storeFit(db, fitKey, version, table);
    // A request does not wait for the store, and a failed one only costs a later start a fit;
    // the warmer waits for it and logs a failure.
    storing.catch(() => undefined);
    origins.set(table, { from: 'fitted', stored: storing });
    return table;
  });
}

/**
 * Loads a counselling's options and the table for its default target year, so the first
 * DeepScan visitor after a data change does not pay for it (docs/decisions/0044-throughput.md):
 * read from the stored fit, or fitted and stored (waited for). Says which, or null when the
 * counselling has no closing ranks.
 */
export async function warmPredictions(
  db: Database,
  counsellingId: string,
): Promise<'stored fit' | 'fitted' | null> {
  const options = await counsellingOptions(db, counsellingId);
  const targetYear = defaultTargetYear(options);
  if (targetYear === null) return null;
  const origin = origins.get(await predictionTable(db, counsellingId, targetYear, undefined));
  if (origin?.from === 'fitted') await origin.stored;
  return origin?.from ?? null;
}

interface ScoredOption extends PredictedOption {
  probability: number;
  expected: number;
  /** The chance group's place from the bottom: Unlikely 0 ... Safe 3 (CHANCE_GROUPS). */
  groupLevel: number;
}

const groupLevelOf = (probability: number) =>
  CHANCE_GROUPS.length - 1 - CHANCE_GROUPS.findIndex(({ id }) => id === chanceGroupOf(probability));

/** Code-unit order: unlike localeCompare, it tells every two different strings apart. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The last word of every sort: names, then the option's key, which is unique within a counselling,
 * so every sort is a total order and a page never repeats a row of another
 * (docs/decisions/0071-best-seats-first.md).
 */
const TIEBREAK = (a: PredictedOption, b: PredictedOption) =>
  a.option.instituteName.localeCompare(b.option.instituteName) ||
  a.option.courseName.localeCompare(b.option.courseName) ||
  a.option.quotaName.localeCompare(b.option.quotaName) ||
  byCodeUnits(a.option.key, b.option.key);

/** Missing values last in either direction. */
function compareNullable(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
}

function comparator(sort: PredictionsQuery['sort']) {
  const direction = sort.direction === 'asc' ? 1 : -1;
  const primary = (a: ScoredOption, b: ScoredOption): number => {
    switch (sort.field) {
      case 'chance':
        // Within a group the seat that closes at the best rank first, whichever way the groups
        // go, then the likelier (docs/decisions/0071-best-seats-first.md).
        return (
          (a.groupLevel - b.groupLevel) * direction ||
          a.expected - b.expected ||
          b.probability - a.probability
        );
      case 'probability':
        return (a.probability - b.probability) * direction;
      case 'expectedClosingRank':
        return (a.expected - b.expected) * direction;
      case 'fee':
        return compareNullable(a.option.fee, b.option.fee, direction);
      case 'institute':
        return a.option.instituteName.localeCompare(b.option.instituteName) * direction;
      case 'course':
        return a.option.courseName.localeCompare(b.option.courseName) * direction;
    }
  };
  return (a: ScoredOption, b: ScoredOption) => primary(a, b) || TIEBREAK(a, b);
}

/**
 * The demo sample of a category (docs/decisions/0066-the-demo-is-a-sample.md): DEMO_ROW_LIMIT
 * options of different institutes (chooseDemoSample), chosen in the default target year's
 * options by name, never by the rank asked, so every rank, filter, sort and page sees the same
 * options. Remembered with the fitted table it was chosen from.
 */
const demoSamples = new WeakMap<PredictedOption[], Set<string>>();

function demoSampleOf(options: PredictedOption[]): Set<string> {
  let sample = demoSamples.get(options);
  if (!sample) {
    const byName = [...options].sort(TIEBREAK);
    sample = new Set(
      chooseDemoSample(
        byName.map(({ option }) => ({
          key: option.key,
          institute: String(option.instituteId),
          course: option.courseName,
          quota: option.quotaName,
          category: option.category,
        })),
      ),
    );
    demoSamples.set(options, sample);
  }
  return sample;
}

/** The demo sample's keys for a counselling and category (none before there is any data). */
async function demoSampleKeys(
  db: Database,
  counsellingId: string,
  options: CounsellingOptions,
  category: string,
): Promise<Set<string>> {
  const targetYear = defaultTargetYear(options);
  if (targetYear === null) return new Set();
  const table = await predictionTable(db, counsellingId, targetYear, undefined);
  return demoSampleOf(table.byCategory.get(category) ?? []);
}

function matches(option: CounsellingOption, query: PredictionsQuery): boolean {
  const inList = (list: string[] | undefined, value: string | null) =>
    !list || list.length === 0 || (value !== null && list.includes(value));
  return (
    inList(query.quota, option.quotaName) &&
    inList(query.state, option.state) &&
    inList(query.course, option.courseName)
  );
}

/** Which seat an option is and what it is called, as a prediction row and a suggestion show it. */
const optionFacts = (option: CounsellingOption) => ({
  instituteId: option.instituteId,
  courseId: option.courseId,
  quotaName: option.quotaName,
  category: option.category,
  instituteName: option.instituteName,
  courseName: option.courseName,
  state: option.state,
});

/** A stored round as the API names it: its own number, its list and its label. */
function roundOf(storedRound: number, roundLabels: ReadonlyMap<number, string>) {
  return {
    ...listOfRound(storedRound),
    roundLabel: roundLabels.get(storedRound) ?? roundLabel(storedRound, 'round').label,
  };
}

/** A row of the answer; the rounds' chances only for the rows of the page. */
function toRow(
  scored: ScoredOption,
  { targetYear, roundLabels, knownRounds }: PredictionTable,
  rank: number,
): PredictionRow {
  const { option } = scored;
  const chances = roundChances(scored.rounds, rank);
  const labelled = (round: number) => roundOf(round, roundLabels);
  const likely = earliestRoundReaching(chances, LIKELY_CHANCE);
  return {
    ...optionFacts(option),
    probability: scored.probability,
    expectedClosingRank: scored.expected,
    rounds: chances.map(({ round, probability }, i) => {
      const published = scored.rounds[i]?.published ?? null;
      return {
        ...labelled(round),
        probability,
        published: published !== null,
        closingRank: published?.closingRank ?? null,
      };
    }),
    likelyFromRound: likely === null ? null : labelled(likely),
    // The evidence: every closing rank the forecast could use, the published rounds' included.
    history: option.cells
      .filter(
        (cell) =>
          cell.year < targetYear || (cell.year === targetYear && knownRounds.includes(cell.round)),
      )
      .map((cell) => ({
        year: cell.year,
        ...listOfRound(cell.round),
        roundLabel: cell.roundLabel,
        closingRank: cell.closingRank,
      })),
    fee: option.fee,
    stipend: option.stipend,
    bond:
      option.bondYears === null && option.bondPenalty === null
        ? null
        : { years: option.bondYears, penalty: option.bondPenalty },
  };
}

/** How many options fall in each chance group (CHANCE_GROUPS). */
function countByChance(scored: readonly { probability: number }[]): PredictionPage['chanceGroups'] {
  const counts = { safe: 0, likely: 0, reach: 0, unlikely: 0 };
  for (const { probability } of scored) counts[chanceGroupOf(probability)] += 1;
  return counts;
}

/**
 * One page of Rank DeepScan: every option of the category with a prediction, narrowed by the
 * filters, with the probability that `rank` is within its closing rank. A demo viewer sees the
 * category's demo sample, its chances at `rank` (filters and sort apply inside it) and the full
 * unfiltered total, as on the data screens (docs/decisions/0066-the-demo-is-a-sample.md).
 */
export async function getPredictionPage(
  db: Database,
  query: PredictionsQuery,
  demo: boolean,
): Promise<Omit<PredictionPage, 'demo'> & { counsellingHasData: boolean }> {
  const options = await counsellingOptions(db, query.counselling);
  const targetYear = query.targetYear ?? defaultTargetYear(options);
  requirePredictableYear(options, targetYear);
  const empty = {
    targetYear: targetYear ?? new Date().getUTCFullYear(),
    basedOnYears: [],
    knownRounds: [],
    updatedWith: null,
    oneEarlierYearNote: null,
    rows: [],
    chanceGroups: countByChance([]),
    total: 0,
    page: query.page,
    pageSize: query.pageSize,
  };
  if (targetYear === null) return { ...empty, counsellingHasData: false };
  const table = await predictionTable(db, query.counselling, targetYear, query.knownRounds);
  const score = ({ option, prediction, rounds }: PredictedOption): ScoredOption => {
    const probability = admissionProbability(prediction, query.rank);
    return {
      option,
      prediction,
      rounds,
      probability,
      expected: expectedClosingRank(prediction),
      groupLevel: groupLevelOf(probability),
    };
  };
  const all = (table.byCategory.get(query.category) ?? []).map(score);
  const sample = demo
    ? await demoSampleKeys(db, query.counselling, options, query.category)
    : undefined;
  const pool = sample ? all.filter(({ option }) => sample.has(option.key)) : all;
  const matching = pool
    .filter((scored) => matches(scored.option, query))
    .sort(comparator(query.sort));
  const offset = (query.page - 1) * query.pageSize;
  const latestKnown = table.knownRounds.at(-1);
  return {
    targetYear,
    basedOnYears: table.basedOnYears,
    knownRounds: table.knownRounds.map((round) => roundOf(round, table.roundLabels)),
    oneEarlierYearNote: table.oneEarlierYearNote,
    updatedWith: latestKnown === undefined ? null : roundOf(latestKnown, table.roundLabels),
    rows: matching.slice(offset, offset + query.pageSize).map((s) => toRow(s, table, query.rank)),
    chanceGroups: countByChance(matching),
    total: demo ? all.length : matching.length,
    page: query.page,
    pageSize: query.pageSize,
    counsellingHasData: true,
  };
}

const finite = (value: number) => (Number.isFinite(value) ? value : null);

/**
 * The accuracy Rank DeepScan shows (docs/predictor.md#how-it-is-measured): the same backtest as
 * `npm run backtest`, on the data being served, with the latest year as the target and the years
 * before it as history. Computed once per data version. With one year there is nothing to test
 * on, and the answer says so rather than showing any figure.
 */
export async function getPredictionAccuracy(
  db: Database,
  counsellingId: string,
): Promise<PredictionAccuracy & { counsellingHasData: boolean }> {
  const accuracy = await measuredAccuracy.get(db, counsellingId, async () => {
    const loaded = await counsellingOptions(db, counsellingId);
    const { options } = loaded;
    // A year under way is not whole yet: the accuracy is measured on the latest complete year
    // (docs/decisions/0073-in-season-forecasts.md).
    const inProgress = loaded.yearInProgress;
    const years = loaded.years.filter((year) => year !== inProgress);
    const targetYear = years[years.length - 1];
    const unmeasured = (note: string): PredictionAccuracy => ({
      counselling: counsellingId,
      measured: false,
      note,
      targetYear: targetYear ?? null,
      basedOnYears: years.slice(0, -1),
      forecasts: 0,
      brier: null,
      baselineBrier: null,
      ratio: null,
      maxCalibrationGap: null,
      optionCoverage: null,
      intervalCoverage: null,
      calibration: [],
    });
    if (targetYear === undefined) return unmeasured('No closing ranks yet: nothing to measure.');
    if (years.length < 2) {
      return unmeasured(
        inProgress === null
          ? `Only ${targetYear} is in the data: the predictions cannot be tested until an earlier year is added.`
          : `Only ${targetYear} is complete in the data (${inProgress} is under way): the predictions cannot be tested until an earlier year is added.`,
      );
    }
    const result = runBacktest(
      options,
      targetYear,
      LAST_REGULAR_ROUND,
      [],
      await otherCounsellings(db, counsellingId),
    );
    if (result.forecasts === 0) {
      return unmeasured(
        `No option of ${targetYear} could be predicted from the same kind of round list (seats held after a round, or allotments made in it) in the years before it: nothing to measure.`,
      );
    }
    return {
      counselling: counsellingId,
      measured: true,
      note: null,
      targetYear,
      basedOnYears: result.basedOnYears,
      forecasts: result.forecasts,
      brier: finite(result.brier),
      baselineBrier: finite(result.baselineBrier),
      ratio: finite(result.ratio),
      maxCalibrationGap: finite(result.maxCalibrationGap),
      optionCoverage: finite(result.optionCoverage),
      intervalCoverage: finite(result.intervalCoverage),
      calibration: result.calibration.map((bin) => ({
        from: bin.from,
        to: bin.to,
        count: bin.count,
        meanProbability: finite(bin.meanProbability),
        observedRate: finite(bin.observedRate),
        gap: finite(bin.gap),
      })),
    };
  });
  return { ...accuracy, counsellingHasData: accuracy.targetYear !== null };
}

/** Suggestions a list's outcome offers, and the candidates worked out exactly to pick them. */
const SUGGESTIONS = 3;
const SHORTLIST = 10;
/** A suggestion must add at least this to the chance of a seat (a tenth of a percent). */
const LEAST_GAIN = 0.001;

const keyOf = (option: ChoiceOptionKey) =>
  optionKey(option.instituteId, option.courseId, option.quotaName, option.category);

/** Every option of a loaded counselling by key, predicted or not; kept with what it was made from. */
const optionsByKey = new WeakMap<CounsellingOption[], Map<string, CounsellingOption>>();

function optionByKey(options: CounsellingOption[]): Map<string, CounsellingOption> {
  let byKey = optionsByKey.get(options);
  if (!byKey) {
    byKey = new Map(options.map((option) => [option.key, option]));
    optionsByKey.set(options, byKey);
  }
  return byKey;
}

const predictedByKey = new WeakMap<PredictedOption[], Map<string, PredictedOption>>();

function predictedOptionByKey(options: PredictedOption[]): Map<string, PredictedOption> {
  let byKey = predictedByKey.get(options);
  if (!byKey) {
    byKey = new Map(options.map((predicted) => [predicted.option.key, predicted]));
    predictedByKey.set(options, byKey);
  }
  return byKey;
}

/** Why listed options count for nothing: one sentence, or null when every option counts. */
function outcomeNote(
  uncounted: { otherCategory: number; noPrediction: number; outsideSample: number },
  category: string,
  targetYear: number,
): string | null {
  const choices = (count: number) => (count === 1 ? '1 choice' : `${count} choices`);
  const parts: string[] = [];
  if (uncounted.otherCategory > 0) {
    parts.push(
      `${choices(uncounted.otherCategory)} ${uncounted.otherCategory === 1 ? 'is a seat' : 'are seats'} of another category than ${category}`,
    );
  }
  if (uncounted.noPrediction > 0) {
    parts.push(
      `${choices(uncounted.noPrediction)} ${uncounted.noPrediction === 1 ? 'has' : 'have'} no prediction for ${targetYear} (no closing rank of the kind it needs in the years before)`,
    );
  }
  if (uncounted.outsideSample > 0) {
    parts.push(
      `${choices(uncounted.outsideSample)} ${uncounted.outsideSample === 1 ? 'is' : 'are'} outside the demo sample (a package shows ${uncounted.outsideSample === 1 ? 'its chance' : 'their chances'})`,
    );
  }
  if (parts.length === 0) return null;
  return `Not counted in the chance of a seat: ${parts.join('; ')}.`;
}

/**
 * The outcome of a choice list (in list order) for a rank and seat category
 * (docs/decisions/0079-a-lists-outcome-from-the-shared-shift.md): each option's own chance as
 * `getPredictionPage` gives it, the chance that it is the seat the list ends with and of any
 * seat at all, from the options' joint forecast over the year's shared shock (list-outcome.ts),
 * and the options of the listed courses and states that would raise that chance most. Options of
 * another seat category, without a prediction, or (for a demo viewer) outside the category's
 * demo sample count for nothing, and `note` says so: a locked option's chance would otherwise
 * show through the list's. A comparison asks only for the chances (`suggest: false`).
 */
export async function predictListOutcome(
  db: Database,
  counsellingId: string,
  query: ChoiceListOutcomeQuery,
  listed: readonly ChoiceOptionKey[],
  demo: boolean,
  { suggest = true }: { suggest?: boolean } = {},
): Promise<Omit<ChoiceListOutcome, 'counselling' | 'demo'>> {
  const loaded = await counsellingOptions(db, counsellingId);
  const targetYear = query.targetYear ?? defaultTargetYear(loaded);
  requirePredictableYear(loaded, targetYear);
  const { rank, category } = query;
  if (targetYear === null) {
    return {
      rank,
      category,
      targetYear: query.targetYear ?? new Date().getUTCFullYear(),
      anySeat: 0,
      options: listed.map((key) => ({ ...key, probability: null, probabilityAllotted: 0 })),
      suggestions: [],
      note: null,
    };
  }
  const table = await predictionTable(db, counsellingId, targetYear, query.knownRounds);
  const pool = table.byCategory.get(category) ?? [];
  const predicted = predictedOptionByKey(pool);
  const sample = demo ? await demoSampleKeys(db, counsellingId, loaded, category) : undefined;
  const uncounted = { otherCategory: 0, noPrediction: 0, outsideSample: 0 };
  const scored = listed.map((key) => {
    if (key.category !== category) {
      uncounted.otherCategory += 1;
      return null;
    }
    const found = predicted.get(keyOf(key));
    if (!found) {
      uncounted.noPrediction += 1;
      return null;
    }
    if (sample && !sample.has(found.option.key)) {
      uncounted.outsideSample += 1;
      return null;
    }
    const probability = admissionProbability(found.prediction, rank);
    return { probability, chances: conditionalChances(found.prediction, probability) };
  });
  const outcome = listOutcome(scored.map((option) => option?.chances ?? null));

  const suggestions = suggest ? suggestOptions(loaded, pool, listed, sample, rank, outcome) : [];

  return {
    rank,
    category,
    targetYear,
    anySeat: outcome.anySeat,
    options: listed.map((key, i) => ({
      instituteId: key.instituteId,
      courseId: key.courseId,
      quotaName: key.quotaName,
      category: key.category,
      probability: scored[i]?.probability ?? null,
      probabilityAllotted: outcome.allotted[i] ?? 0,
    })),
    suggestions,
    note: outcomeNote(uncounted, category, targetYear),
  };
}

/**
 * The category's predicted options of the courses, states and quotas listed (a quota is a
 * condition of eligibility, as the category is: NRI, management, minority seats), not listed,
 * that would raise the list's chance of a seat most, each with the new chance.
 */
function suggestOptions(
  loaded: CounsellingOptions,
  pool: readonly PredictedOption[],
  listed: readonly ChoiceOptionKey[],
  sample: Set<string> | undefined,
  rank: number,
  outcome: ListOutcome,
): ChoiceListOutcome['suggestions'] {
  const all = optionByKey(loaded.options);
  const listedKeys = new Set(listed.map(keyOf));
  const chosen = listed.flatMap((key) => all.get(keyOf(key)) ?? []);
  const courses = new Set(chosen.map((option) => option.courseId));
  const states = new Set(chosen.map((option) => option.state));
  const quotas = new Set(chosen.map((option) => option.quotaName));
  const candidates =
    listed.length >= CHOICE_LIST_MAX_OPTIONS
      ? []
      : pool
          .filter(
            ({ option }) =>
              courses.has(option.courseId) &&
              quotas.has(option.quotaName) &&
              option.state !== null &&
              states.has(option.state) &&
              !listedKeys.has(option.key) &&
              (!sample || sample.has(option.key)),
          )
          .map((candidate) => ({
            candidate,
            probability: admissionProbability(candidate.prediction, rank),
          }))
          .sort((a, b) => b.probability - a.probability);
  // An option adds at most its own chance: once that is below the shortlist's least gain, no
  // later (less likely) candidate can enter it.
  const shortlist: { candidate: PredictedOption; probability: number; gain: number }[] = [];
  for (const { candidate, probability } of candidates) {
    const least = shortlist.length < SHORTLIST ? 0 : (shortlist.at(-1)?.gain ?? 0);
    if (probability <= Math.max(least, LEAST_GAIN)) break;
    const gain = gainAtEnd(outcome.noSeat, approximateChances(candidate.prediction, rank));
    if (gain <= least) continue;
    shortlist.push({ candidate, probability, gain });
    shortlist.sort((a, b) => b.gain - a.gain);
    shortlist.splice(SHORTLIST);
  }
  return shortlist
    .map(({ candidate, probability }) => ({
      candidate,
      probability,
      gain: gainAtEnd(outcome.noSeat, conditionalChances(candidate.prediction, probability)),
    }))
    .filter(({ gain }) => gain >= LEAST_GAIN)
    .sort((a, b) => b.gain - a.gain || TIEBREAK(a.candidate, b.candidate))
    .slice(0, SUGGESTIONS)
    .map(({ candidate: { option }, probability, gain }) => ({
      ...optionFacts(option),
      probability,
      anySeat: outcome.anySeat + gain,
    }));
}
