import { describe, expect, it } from 'vitest';
import { seededDraws } from '../../../test/helpers/seeded-draws';
import {
  admissionProbability,
  earliestRoundReaching,
  expectedClosingRank,
  fitModel,
  expectedRounds,
  fitRoundModel,
  kindOffsets,
  LAST_REGULAR_ROUND,
  lastRegularCell,
  outcomeAndTarget,
  predictionInterval,
  predictOption,
  predictRounds,
  roundChances,
  shrunkGroupEffects,
  type FittedModel,
  type OptionHistory,
} from './model';

function option(
  key: string,
  quota: string,
  cells: [year: number, round: number, closingRank: number][],
): OptionHistory {
  return {
    key,
    groups: { category: 'Open', quota, course: 'c', instituteType: 't' },
    cells: cells.map(([year, round, closingRank]) => ({
      year,
      round,
      stray: round >= 10,
      closingRank,
      seats: 1,
    })),
  };
}

/**
 * How often outcomes fall inside their predicted intervals of the nominal masses, counted over
 * several fitted worlds; within 0.06 of each mass is what a calibrated model gives.
 */
function intervalCoverage(nominal: number[]) {
  const inside = nominal.map(() => 0);
  let outcomes = 0;
  return {
    count(model: FittedModel, options: OptionHistory[], targetYear: number) {
      for (const option of options) {
        const prediction = predictOption(model, option);
        const outcome = lastRegularCell(option, targetYear);
        if (!prediction || !outcome) throw new Error('no prediction or outcome');
        outcomes += 1;
        nominal.forEach((mass, j) => {
          const { low, high } = predictionInterval(prediction, mass);
          if (outcome.closingRank >= low && outcome.closingRank <= high)
            inside[j] = (inside[j] ?? 0) + 1;
        });
      }
    },
    expectNominal() {
      nominal.forEach((mass, j) => {
        expect(Math.abs((inside[j] ?? 0) / outcomes - mass)).toBeLessThan(0.06);
      });
    },
  };
}

describe('closing-rank model', () => {
  it('takes the last regular round of a year, never a stray round', () => {
    const o = option('a', 'AI', [
      [2022, 1, 100],
      [2022, 3, 300],
      [2022, 10, 900],
    ]);
    expect(lastRegularCell(o, 2022)?.closingRank).toBe(300);
    expect(lastRegularCell(o, 2021)).toBeUndefined();
  });

  it('prefers the seats held after a round to a later list of allotments, and reads allotted-only years', () => {
    const cell = (round: number, closingRank: number, allottedList: boolean, stray = false) => ({
      year: 2023,
      round,
      stray,
      allottedList,
      closingRank,
      seats: 1,
    });
    const both: OptionHistory = {
      key: 'both',
      groups: { category: 'Open', quota: 'AI', course: 'c', instituteType: 't' },
      cells: [
        cell(3, 300, false),
        cell(101, 100, true),
        cell(103, 250, true),
        cell(110, 900, true, true),
      ],
    };
    expect(lastRegularCell(both, 2023)?.closingRank).toBe(300);
    const allottedOnly: OptionHistory = {
      ...both,
      cells: both.cells.filter((c) => c.allottedList),
    };
    // Round 3's allotments, not the stray round's.
    expect(lastRegularCell(allottedOnly, 2023)?.closingRank).toBe(250);
  });

  it('learns a common drift from year pairs and shrinks it toward no change', () => {
    const options = Array.from({ length: 50 }, (_, i) =>
      option(String(i), 'AI', [
        [2021, 1, 1000 + i * 37],
        [2022, 1, Math.round((1000 + i * 37) * Math.exp(0.2 + ((i % 7) - 3) * 0.02))],
      ]),
    );
    const model = fitModel(options, 2023);
    expect(model.source).toBe('year-over-year');
    expect(model.basedOnYears).toEqual([2021, 2022]);
    // One year of drift 0.2: carried at k/(k+1) = half.
    expect(model.drift).toBeCloseTo(0.1, 2);
    const first = options[0];
    if (!first) throw new Error('no option');
    const prediction = predictOption(model, first);
    expect(prediction?.baseYear).toBe(2022);
    expect(prediction && expectedClosingRank(prediction)).toBeGreaterThan(
      prediction?.baseRank ?? Infinity,
    );
  });

  it('gives probabilities that fall as the rank grows and cross one half at the median', () => {
    const options = Array.from({ length: 20 }, (_, i) =>
      option(String(i), 'AI', [
        [2022, 1, 5000 + i * 10],
        [2022, 2, 5200 + i * 31],
      ]),
    );
    const model = fitModel(options, 2023);
    expect(model.source).toBe('within-year rounds');
    expect(model.drift).toBe(0);
    const first = options[0];
    if (!first) throw new Error('no option');
    const prediction = predictOption(model, first);
    if (!prediction) throw new Error('no prediction');
    const median = expectedClosingRank(prediction);
    expect(median).toBe(5200);
    expect(admissionProbability(prediction, median)).toBeCloseTo(0.5, 2);
    expect(admissionProbability(prediction, 1000)).toBeGreaterThan(0.9);
    expect(admissionProbability(prediction, 50_000)).toBeLessThan(0.1);
  });

  it('shrinks a small group more than a large one', () => {
    const residuals = [
      ...Array.from({ length: 200 }, (_, i) => ({
        group: 'big',
        value: 0.3 + (i % 2 ? 0.1 : -0.1),
      })),
      ...Array.from({ length: 200 }, (_, i) => ({
        group: 'other',
        value: -0.3 + (i % 2 ? 0.1 : -0.1),
      })),
      { group: 'small', value: 0.3 },
    ];
    const effects = shrunkGroupEffects(residuals, 0.25);
    const big = effects.get('big') ?? 0;
    const small = effects.get('small') ?? 0;
    expect(big).toBeGreaterThan(0.25);
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(big);
  });

  it('predicts nothing for an option without a closing rank before the target year', () => {
    const options = Array.from({ length: 20 }, (_, i) =>
      option(String(i), 'AI', [
        [2022, 1, 5000 + i],
        [2022, 2, 5100 + i * 3],
      ]),
    );
    const model = fitModel(options, 2023);
    expect(predictOption(model, option('new', 'AI', [[2023, 1, 400]]))).toBeNull();
    // An option only ever filled in a stray round starts from that round's closing rank.
    expect(predictOption(model, option('stray', 'AI', [[2022, 10, 400]]))?.baseRank).toBe(400);
  });

  it('never pairs a held list with an allotted one, across years or for scoring', () => {
    // 2021 held lists, 2022 allotted lists five times larger: not a yearly movement.
    const options: OptionHistory[] = Array.from({ length: 40 }, (_, i) => ({
      key: String(i),
      groups: { category: 'Open', quota: 'AI', course: 'c', instituteType: 't' },
      cells: [
        { year: 2021, round: 2, stray: false, closingRank: 900 + i * 40, seats: 1 },
        { year: 2021, round: 3, stray: false, closingRank: 1000 + i * 50, seats: 1 },
        {
          year: 2022,
          round: 103,
          stray: false,
          allottedList: true,
          closingRank: 5000 + i * 250,
          seats: 1,
        },
        {
          year: 2022,
          round: 101,
          stray: false,
          allottedList: true,
          closingRank: 4000 + i * 200,
          seats: 1,
        },
      ],
    }));
    const model = fitModel(options, 2023);
    expect(model.source).not.toBe('year-over-year');
    expect(model.drift).toBe(0);
    const first = options[0];
    if (!first) throw new Error('no option');
    const prediction = predictOption(model, first);
    expect(prediction?.listKind).toBe('allotted');
    expect(prediction?.baseRank).toBe(5000);
    // 2022's outcome is an allotted list: a backtest predicts it from allotted lists only, and
    // 2021 has none, so there is nothing to score (the held 2021 list is not a base for it).
    const scored = outcomeAndTarget(first, 2022);
    expect(scored?.target.listKind).toBe('allotted');
    const backtestModel = fitModel(options, 2022);
    expect(predictOption(backtestModel, first)?.listKind).toBe('held');
    expect(predictOption(backtestModel, first, scored?.target)).toBeNull();
  });

  it('is calibrated on a heavy-tailed process with a common yearly shock', () => {
    // Each year every closing rank moves by a shock common to all options (sd 0.1 in log) plus
    // its own Student-t (3 degrees of freedom, scale 0.1) movement. The model learns both from
    // the years before the target, and the outcomes should fall inside its intervals as often
    // as the intervals say: over many worlds, so that the common shocks average out.
    const coverage = intervalCoverage([0.5, 0.8, 0.95]);
    for (let world = 1; world <= 16; world += 1) {
      const draws = seededDraws(world);
      const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021];
      const targetYear = 2021;
      const options: OptionHistory[] = Array.from({ length: 150 }, (_, i) => ({
        key: String(i),
        groups: {
          category: 'Open',
          quota: i % 2 ? 'A' : 'B',
          course: String(i % 5),
          instituteType: 't',
        },
        cells: [],
      }));
      const logRanks = options.map(() => Math.log(1000) + 4 * draws.uniform());
      for (const year of years) {
        const shock = 0.1 * draws.normal();
        options.forEach((option, i) => {
          if (year > 2015) logRanks[i] = (logRanks[i] ?? 0) + shock + 0.1 * draws.studentT(3);
          option.cells.push({
            year,
            round: 3,
            stray: false,
            closingRank: Math.round(Math.exp(logRanks[i] ?? 0)),
            seats: 2,
          });
        });
      }
      const model = fitModel(options, targetYear);
      expect(model.errorSource).toBe('rolling-origin errors');
      coverage.count(model, options, targetYear);
    }
    coverage.expectNominal();
  });
});

describe('errors of another kind', () => {
  it('keeps its intervals when a few closing ranks of a year are on another scale', () => {
    // Closing ranks move by their own normal movement (sd 0.1 in log) each year, but in the last
    // year before the target 4% of the options' lists give a rank in a list of their own (a
    // minority or NRI merit list: rank 12 where the all-India rank was 60,000). The other
    // options' outcomes should fall inside their intervals as often as the intervals say: those
    // few must neither shift nor widen every forecast.
    const coverage = intervalCoverage([0.5, 0.8]);
    for (let world = 1; world <= 4; world += 1) {
      const draws = seededDraws(100 + world);
      const options: OptionHistory[] = Array.from({ length: 250 }, (_, i) =>
        option(String(i), i % 2 ? 'A' : 'B', []),
      );
      const ownList = new Set(options.filter((_, i) => i % 25 === 0).map((o) => o.key));
      const logRanks = options.map(() => Math.log(5000) + 3 * draws.uniform());
      for (let year = 2015; year <= 2021; year += 1) {
        options.forEach((o, i) => {
          if (year > 2015) logRanks[i] = (logRanks[i] ?? 0) + 0.1 * draws.normal();
          const rank = Math.exp(logRanks[i] ?? 0);
          const listed = year === 2020 && ownList.has(o.key) ? rank / 5000 : rank;
          o.cells.push({ year, round: 3, stray: false, closingRank: Math.ceil(listed), seats: 2 });
        });
      }
      const model = fitModel(options, 2021);
      expect(model.errorSource).toBe('rolling-origin errors');
      coverage.count(
        model,
        options.filter((o) => !ownList.has(o.key)),
        2021,
      );
    }
    coverage.expectNominal();
  });
});

describe('round by round', () => {
  // Round 1 closes near 1,000 and Round 2 near 5,000 (held lists, two years); Round 1 allotments
  // close near 300, a different list that must never be mixed with the held rounds.
  const wobble = (i: number, year: number) => Math.exp(0.04 * (((i + year) % 7) - 3));
  const options: OptionHistory[] = Array.from({ length: 40 }, (_, i) => ({
    key: String(i),
    groups: { category: 'Open', quota: 'AI', course: 'c', instituteType: 't' },
    cells: [2021, 2022].flatMap((year) => [
      { year, round: 1, stray: false, closingRank: Math.round(1000 * wobble(i, year)), seats: 1 },
      { year, round: 2, stray: false, closingRank: Math.round(5000 * wobble(i, year)), seats: 1 },
      {
        year,
        round: 101,
        stray: false,
        allottedList: true,
        closingRank: Math.round(300 * wobble(i, year)),
        seats: 1,
      },
      { year, round: 10, stray: true, closingRank: 90_000, seats: 1 },
    ]),
  }));
  const models = expectedRounds(options, 2023).map((round) => fitRoundModel(options, 2023, round));
  const first = options[0];
  if (!first) throw new Error('no option');

  it('fits one model per regular round, stray rounds left out, each on its own round', () => {
    expect(models.map(({ round, listKind }) => [round, listKind])).toEqual([
      [1, 'held'],
      [2, 'held'],
      [101, 'allotted'],
    ]);
    const held = predictRounds(models, first, 'held');
    expect(held.map(({ round }) => round)).toEqual([1, 2]);
    expect(held.map(({ prediction }) => prediction?.baseRank)).toEqual([
      first.cells.find((c) => c.year === 2022 && c.round === 1)?.closingRank,
      first.cells.find((c) => c.year === 2022 && c.round === 2)?.closingRank,
    ]);
    expect(predictRounds(models, first, 'allotted').map(({ round }) => round)).toEqual([101]);
  });

  it('names the round whose closing rank is likely to reach the rank', () => {
    const rounds = predictRounds(models, first, 'held');
    const at = (rank: number) => roundChances(rounds, rank);
    // Between Round 1's and Round 2's closing ranks: out of reach in Round 1, likely in Round 2.
    const between = at(2500);
    expect(between[0]?.probability).toBeLessThan(0.1);
    expect(between[1]?.probability).toBeGreaterThan(0.9);
    expect(earliestRoundReaching(between, 0.5)).toBe(2);
    // Well within Round 1's closing rank: from Round 1.
    expect(earliestRoundReaching(at(500), 0.5)).toBe(1);
    // Beyond Round 2's: no round.
    expect(earliestRoundReaching(at(50_000), 0.5)).toBeNull();
    // Closing ranks grow from round to round here, and so do the chances, at every rank.
    for (const rank of [300, 900, 1000, 1100, 3000, 4800, 5000, 5200, 9000]) {
      const [one, two] = at(rank).map(({ probability }) => probability ?? Number.NaN);
      expect(two).toBeGreaterThanOrEqual(one ?? Number.NaN);
    }
  });

  it('gives no figure for a round the option has no history of, and skips it when naming a round', () => {
    const roundTwoOnly: OptionHistory = {
      ...first,
      key: 'r2',
      cells: first.cells.filter((cell) => cell.round === 2),
    };
    const rounds = predictRounds(models, roundTwoOnly, 'held');
    const chances = roundChances(rounds, 2500);
    expect(chances[0]).toEqual({ round: 1, probability: null });
    expect(chances[1]?.probability).toBeGreaterThan(0.9);
    expect(earliestRoundReaching(chances, 0.5)).toBe(2);
  });

  it('offers the rounds the target year is expected to hold, not a one-off of an older year', () => {
    // Rounds 1 and 2 every year; Round 3 in 2020 and 2021 (the newest year imported part-way);
    // Round 5 in 2021 only.
    const held = (year: number, round: number, i: number) => ({
      year,
      round,
      stray: false,
      closingRank: Math.round(1000 * round * wobble(i, year)),
      seats: 1,
    });
    const history: OptionHistory[] = Array.from({ length: 40 }, (_, i) => ({
      key: String(i),
      groups: { category: 'Open', quota: 'AI', course: 'c', instituteType: 't' },
      cells: [
        ...[2020, 2021, 2022].flatMap((year) => [held(year, 1, i), held(year, 2, i)]),
        held(2020, 3, i),
        held(2021, 3, i),
        held(2021, 5, i),
      ],
    }));
    const offered = (targetYear: number) =>
      expectedRounds(history, targetYear).map(({ round }) => round);
    expect(offered(2023)).toEqual([1, 2, 3]);
    // Forecasting 2022 from 2021 and before, Round 5 was held in the newest year.
    expect(offered(2022)).toEqual([1, 2, 3, 5]);
  });

  it('is the first round reaching the threshold even when a later round falls back', () => {
    expect(
      earliestRoundReaching(
        [
          { round: 101, probability: 0.2 },
          { round: 102, probability: 0.7 },
          { round: 103, probability: 0.4 },
        ],
        0.5,
      ),
    ).toBe(102);
  });
});

describe('what the other counsellings teach (docs/decisions/0083-a-prior-for-the-yearly-shift.md)', () => {
  /** Options whose closing ranks move by `shift` a year, with their own noise. */
  function counselling(seed: number, years: number[], shift: number, count = 80) {
    const { normal } = seededDraws(seed);
    return Array.from({ length: count }, (_, i) => {
      let rank = 1000 + i * 211;
      const cells: [number, number, number][] = [];
      years.forEach((year, j) => {
        if (j > 0) rank *= Math.exp(shift + 0.05 * normal());
        cells.push([year, 1, Math.round(rank)], [year, 2, Math.round(rank * 1.1)]);
      });
      return option(`o${i}`, 'AI', cells);
    });
  }
  const others = (shifts: number[][]) => ({
    yearShifts: shifts.flatMap((list, c) =>
      list.map((shift, j) => ({ counselling: `other${c}`, year: 2011 + j, shift })),
    ),
    kindOffsets: [],
  });
  // Two other counsellings that moved about +0.3 a year, a little apart.
  const pooled = others([
    [0.31, 0.28, 0.33, 0.29],
    [0.27, 0.3, 0.32, 0.3],
  ]);

  it('pulls a counselling with one earlier year to the pooled shift, with its spread', () => {
    const options = counselling(1, [2022], 0);
    const alone = fitModel(options, 2023);
    const withPrior = fitModel(options, 2023, LAST_REGULAR_ROUND, pooled);
    expect(alone.drift).toBe(0);
    expect(withPrior.drift).toBeCloseTo(0.3, 1);
    expect(withPrior.shockVariance).toBeGreaterThan(0);
    const first = options[0];
    if (!first) throw new Error('no option');
    const prediction = predictOption(withPrior, first);
    // Centred on the 2022 closing rank moved by the pooled shift.
    expect(prediction && prediction.logCentre - Math.log(1100)).toBeCloseTo(0.3, 1);
  });

  it("lets the counselling's own years override the prior as they accumulate", () => {
    // Its own years move -0.2 where the others moved +0.3: from one year pair on, its own
    // shifts tell it apart from the others, and more of them leave the prior less to say.
    const drift = (years: number[]) =>
      fitModel(counselling(2, years, -0.2), (years.at(-1) ?? 0) + 1, LAST_REGULAR_ROUND, pooled)
        .drift;
    expect(drift([2022])).toBeCloseTo(0.3, 1);
    expect(Math.abs(drift([2021, 2022]) + 0.2)).toBeLessThan(0.05);
    expect(
      Math.abs(drift([2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022]) + 0.2),
    ).toBeLessThan(0.03);
  });

  it('learns the offset between list kinds where both exist and carries one kind over to the other', () => {
    const { normal } = seededDraws(3);
    // Held lists close 0.4 (in log) above the allotted lists of the same round; 2023 is
    // allotted only, and its options have no allotted list before it.
    const options: OptionHistory[] = Array.from({ length: 60 }, (_, i) => {
      const base = 2000 + i * 97;
      const cells = [2021, 2022].flatMap((year) => {
        const allotted = base * Math.exp(0.02 * (year - 2021) + 0.03 * normal());
        return [
          {
            year,
            round: 3,
            stray: false,
            closingRank: Math.round(allotted * Math.exp(0.4 + 0.05 * normal())),
            seats: 1,
          },
          {
            year,
            round: 103,
            stray: false,
            allottedList: true,
            closingRank: Math.round(allotted),
            seats: 1,
          },
        ];
      });
      return {
        key: `k${i}`,
        groups: { category: 'Open', quota: 'AI', course: 'c', instituteType: 't' },
        cells,
      };
    });
    const heldOnly: OptionHistory = {
      key: 'held-only',
      groups: { category: 'Open', quota: 'AI', course: 'c', instituteType: 't' },
      cells: [{ year: 2022, round: 3, stray: false, closingRank: 9000, seats: 1 }],
    };
    const offsets = kindOffsets('x', options);
    expect(offsets.map((entry) => entry.year)).toEqual([2021, 2022]);
    for (const entry of offsets) expect(entry.offset).toBeCloseTo(0.4, 1);

    const model = fitModel([...options, heldOnly], 2023);
    expect(model.kindOffset?.from).toBe('own years');
    expect(model.kindOffset?.offset).toBeCloseTo(0.4, 1);
    const prediction = predictOption(model, heldOnly, { listKind: 'allotted' });
    expect(prediction?.listKind).toBe('allotted');
    expect(prediction?.crossKind).toBe(true);
    // The held 9000 carried to an allotted list: about 9000 / e^0.4, moved by the year's drift.
    expect(prediction && prediction.logCentre - model.drift - Math.log(9000)).toBeCloseTo(-0.4, 1);
    // Without any counselling showing both kinds, no carry-over.
    const noBoth = options.map((o) => ({ ...o, cells: o.cells.filter((c) => !c.allottedList) }));
    expect(
      predictOption(fitModel([...noBoth, heldOnly], 2023), heldOnly, { listKind: 'allotted' }),
    ).toBeNull();
    // Another counselling's offset serves where the counselling shows none of its own.
    const fromOthers = fitModel([...noBoth, heldOnly], 2023, LAST_REGULAR_ROUND, {
      yearShifts: [],
      kindOffsets: [{ counselling: 'y', year: 2022, offset: 0.25, variance: 0.01, options: 40 }],
    });
    expect(fromOthers.kindOffset).toEqual({
      offset: 0.25,
      variance: 0.01,
      from: 'other counsellings',
    });
    expect(predictOption(fromOthers, heldOnly, { listKind: 'allotted' })?.crossKind).toBe(true);
  });
});
