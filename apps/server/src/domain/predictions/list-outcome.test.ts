import { describe, expect, it } from 'vitest';
import { empiricalDistribution, studentTDistribution } from './error-distribution';
import {
  approximateChances,
  averageOverShock,
  conditionalChances,
  gainAtEnd,
  listOutcome,
} from './list-outcome';
import { admissionProbability, type OptionPrediction } from './model';

/** A normal, as the model's Student-t is at its most degrees of freedom. */
const NORMAL = { dof: 200, scale: 1 };

/**
 * A forecast whose log closing rank is `log(median) + own + shock`: own error a normal of
 * `ownSd`, the common shock a normal of variance `shockVariance`, both as model.ts builds them.
 */
function forecast(median: number, ownSd: number, shockVariance: number): OptionPrediction {
  return {
    key: `option at ${median}`,
    logMedian: Math.log(median),
    logCentre: Math.log(median),
    gapScale: 1,
    error: studentTDistribution(NORMAL, ownSd, shockVariance),
    baseYear: 2025,
    baseRank: median,
    listKind: 'held',
    crossKind: false,
    shockVariance,
    quota: 'All India',
    ownErrors: () => ({
      errorByQuota: new Map(),
      overallError: studentTDistribution(NORMAL, ownSd, 0),
    }),
  };
}

const RANK = 20_000;

/** The list's outcome with each option at DeepScan's own chance for RANK. */
function outcomeOf(options: readonly OptionPrediction[]) {
  const chances = options.map((option) => admissionProbability(option, RANK));
  return {
    chances,
    ...listOutcome(options.map((option, i) => conditionalChances(option, chances[i] ?? 0))),
  };
}

describe('a list outcome from the shared shift', () => {
  it('with no shared shift, equals the product formula of independent options', () => {
    const options = [forecast(15_000, 0.3, 0), forecast(25_000, 0.2, 0), forecast(40_000, 0.5, 0)];
    const { chances, anySeat, allotted } = outcomeOf(options);
    const [a = 0, b = 0, c = 0] = chances;
    expect(allotted[0]).toBeCloseTo(a, 12);
    expect(allotted[1]).toBeCloseTo((1 - a) * b, 12);
    expect(allotted[2]).toBeCloseTo((1 - a) * (1 - b) * c, 12);
    expect(anySeat).toBeCloseTo(1 - (1 - a) * (1 - b) * (1 - c), 12);
  });

  it('two identical options that only the shared shift moves: a seat is as likely as one of them', () => {
    const same = forecast(22_000, 0.001, 0.09);
    const { chances, anySeat, allotted } = outcomeOf([same, same]);
    const alone = chances[0] ?? 0;
    expect(alone).toBeGreaterThan(0.55);
    expect(alone).toBeLessThan(0.75);
    expect(Math.abs(anySeat - alone)).toBeLessThan(0.01);
    expect(allotted[1]).toBeLessThan(0.01);
    // Taken as independent, the second option would add (1 - p) * p, about 0.2.
    expect(1 - (1 - alone) ** 2 - alone).toBeGreaterThan(0.2);
  });

  it('an option below one that always closes later gets almost nothing', () => {
    const wider = forecast(30_000, 0.01, 0.09);
    const narrower = forecast(21_000, 0.01, 0.09);
    const { chances, allotted, anySeat } = outcomeOf([wider, narrower]);
    expect(chances[1]).toBeGreaterThan(0.4);
    expect(allotted[1]).toBeLessThan(0.001);
    expect(anySeat).toBeCloseTo(chances[0] ?? 0, 3);

    const nearCertain = forecast(200_000, 0.3, 0.04);
    const below = outcomeOf([nearCertain, forecast(20_000, 0.3, 0.04)]);
    expect(below.chances[0]).toBeGreaterThan(0.999);
    expect(below.allotted[1]).toBeLessThan(0.001);
  });

  it('keeps the invariants: shares sum to any seat, at least the best chance; up never lowers a share', () => {
    const options = [12_000, 19_000, 21_000, 26_000, 35_000, 18_000].map((median, i) =>
      forecast(median, 0.1 + 0.05 * i, 0.02 * i),
    );
    const { chances, anySeat, allotted } = outcomeOf(options);
    expect(allotted.reduce((sum, share) => sum + share, 0)).toBeCloseTo(anySeat, 12);
    expect(anySeat).toBeGreaterThanOrEqual(Math.max(...chances));
    for (let from = 1; from < options.length; from += 1) {
      const moved = [...options];
      const [option] = moved.splice(from, 1);
      if (!option) continue;
      moved.splice(from - 1, 0, option);
      const after = outcomeOf(moved);
      expect(after.allotted[from - 1]).toBeGreaterThanOrEqual(allotted[from] ?? 0);
      expect(after.anySeat).toBeCloseTo(anySeat, 12);
    }
  });

  it("matches each option's own chance, and the model's split comes within 0.001 of it before matching", () => {
    const values = [-1.2, -0.4, -0.1, 0, 0.05, 0.3, 0.9, 2.5].map((value) => ({
      value,
      weight: 1,
    }));
    const option: OptionPrediction = {
      ...forecast(20_000, 1, 0.05),
      error: empiricalDistribution(values, 0.2, 0.05),
      ownErrors: () => ({
        errorByQuota: new Map(),
        overallError: empiricalDistribution(values, 0.2, 0),
      }),
    };
    for (const rank of [8_000, 16_000, 20_000, 26_000, 60_000]) {
      const chance = admissionProbability(option, rank);
      expect(averageOverShock(conditionalChances(option, chance))).toBeCloseTo(chance, 8);
      expect(Math.abs(averageOverShock(approximateChances(option, rank)) - chance)).toBeLessThan(
        0.001,
      );
    }
  });

  it('an option added at the end adds what it gains', () => {
    const options = [forecast(15_000, 0.2, 0.04), forecast(24_000, 0.2, 0.04)];
    const added = forecast(30_000, 0.2, 0.04);
    const before = outcomeOf(options);
    const after = outcomeOf([...options, added]);
    const gain = gainAtEnd(
      before.noSeat,
      conditionalChances(added, admissionProbability(added, RANK)),
    );
    expect(gain).toBeGreaterThan(0);
    expect(after.anySeat).toBeCloseTo(before.anySeat + gain, 12);
  });
});
