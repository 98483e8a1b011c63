import { describe, expect, it } from 'vitest';
import { seededDraws } from '../../../test/helpers/seeded-draws';
import { nextShift, oneEarlierYearNote, shiftPrior, type YearShift } from './prior';

/**
 * Counsellings whose yearly shifts are `level + noise`, each level drawn around `mean` with
 * variance `between`, each year's noise with variance `within`: the prior must recover them.
 */
function world(seed: number, counsellings: number, years: number) {
  const { normal } = seededDraws(seed);
  const truth = { mean: 0.1, between: 0.01, within: 0.0025 };
  const shifts: YearShift[] = [];
  for (let c = 0; c < counsellings; c += 1) {
    const level = truth.mean + Math.sqrt(truth.between) * normal();
    for (let y = 0; y < years; y += 1) {
      shifts.push({
        counselling: `c${c}`,
        year: 2011 + y,
        shift: level + Math.sqrt(truth.within) * normal(),
      });
    }
  }
  return { truth, shifts };
}

describe('shiftPrior', () => {
  it('recovers the pooled shift, its spread between counsellings and from year to year', () => {
    const { truth, shifts } = world(7, 200, 6);
    const prior = shiftPrior(shifts, 3000);
    if (!prior) throw new Error('no prior');
    expect(prior.counsellings).toBe(200);
    expect(prior.shifts).toBe(1200);
    expect(prior.mean).toBeCloseTo(truth.mean, 1);
    expect(Math.abs(prior.mean - truth.mean)).toBeLessThan(0.03);
    expect(prior.within / truth.within).toBeGreaterThan(0.85);
    expect(prior.within / truth.within).toBeLessThan(1.15);
    expect(prior.between / truth.between).toBeGreaterThan(0.7);
    expect(prior.between / truth.between).toBeLessThan(1.3);
  });

  it('sees nothing of the year it is for, nor after, of any counselling', () => {
    const shifts: YearShift[] = [
      { counselling: 'a', year: 2021, shift: 0.1 },
      { counselling: 'b', year: 2021, shift: 0.3 },
      { counselling: 'a', year: 2022, shift: 5 },
      { counselling: 'b', year: 2023, shift: -5 },
    ];
    expect(shiftPrior(shifts, 2022)?.mean).toBeCloseTo(0.2, 10);
    expect(shiftPrior(shifts, 2022)?.shifts).toBe(2);
    // One shift shows no spread: no prior.
    expect(shiftPrior(shifts.slice(0, 1), 2022)).toBeNull();
  });
});

describe('nextShift', () => {
  const prior = {
    mean: 0.1,
    between: 0.01,
    within: 0.0025,
    meanVariance: 0.0001,
    shifts: 0,
    counsellings: 0,
  };

  it('pulls a counselling with no year pair of its own to the pooled shift, with its whole spread', () => {
    const next = nextShift(prior, []);
    expect(next.mean).toBe(0.1);
    expect(next.variance).toBeCloseTo(0.0025 + 0.01 + 0.0001, 10);
  });

  it('lets the counselling own years take over as they accumulate', () => {
    const own = (k: number) => Array.from({ length: k }, () => -0.2);
    const distances = [1, 2, 4, 8, 32].map((k) => Math.abs(nextShift(prior, own(k)).mean + 0.2));
    for (let i = 1; i < distances.length; i += 1) {
      expect(distances[i]).toBeLessThan(distances[i - 1] ?? 0);
    }
    expect(distances.at(-1)).toBeLessThan(0.01);
    // And the spread shrinks to one year's own noise.
    expect(nextShift(prior, own(32)).variance).toBeLessThan(0.0025 * 1.05);
  });
});

describe('oneEarlierYearNote', () => {
  it('speaks only of a forecast that rests on one earlier year, and says where the shift came from', () => {
    expect(oneEarlierYearNote([2023], { ...prior(), shifts: 8 })).toBe(
      "This forecast rests on one earlier year (2023): how far a whole year moves is taken from other counsellings' years, so its chances are rougher than they look.",
    );
    expect(oneEarlierYearNote([2023], null)).toBe(
      'This forecast rests on one earlier year (2023): nothing in the data shows yet how far a whole year moves every closing rank, so its chances are rougher than they look.',
    );
    expect(oneEarlierYearNote([2022, 2023], null)).toBeNull();
    expect(oneEarlierYearNote([], null)).toBeNull();
  });
});

function prior() {
  return { mean: 0, between: 0, within: 0.01, meanVariance: 0, shifts: 2, counsellings: 2 };
}
