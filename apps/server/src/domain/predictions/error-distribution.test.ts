import { describe, expect, it } from 'vitest';
import {
  cumulative,
  empiricalDistribution,
  fitStudentT,
  quantile,
  studentTDistribution,
} from './error-distribution';
import { seededDraws } from '../../../test/helpers/seeded-draws';

describe('error distributions', () => {
  it('recovers the degrees of freedom of heavy-tailed draws by maximum likelihood', () => {
    const draws = seededDraws(7);
    const heavy = Array.from({ length: 4000 }, () => 0.2 * draws.studentT(3));
    const fit = fitStudentT(heavy);
    expect(fit.dof).toBeGreaterThan(2.2);
    expect(fit.dof).toBeLessThan(4.2);
    expect(fit.scale).toBeGreaterThan(0.17);
    expect(fit.scale).toBeLessThan(0.23);
    // Normal draws: no heavy tails, so many degrees of freedom.
    const normal = Array.from({ length: 4000 }, () => draws.normal());
    expect(fitStudentT(normal).dof).toBeGreaterThan(20);
  });

  it('gives a Student-t more mass in the tails than a normal of the same scale', () => {
    const heavy = studentTDistribution({ dof: 3, scale: 1 }, 1);
    const light = studentTDistribution({ dof: 200, scale: 1 }, 1);
    expect(cumulative(heavy, 0)).toBeCloseTo(0.5, 3);
    // P(T > 3) for 3 degrees of freedom is 0.0288; for a normal 0.00135.
    expect(1 - cumulative(heavy, 3)).toBeCloseTo(0.0288, 3);
    expect(1 - cumulative(light, 3)).toBeCloseTo(0.00135, 3);
    expect(quantile(light, 0.9)).toBeCloseTo(1.2816, 2);
  });

  it('widens a distribution by an added normal shock', () => {
    const values = Array.from({ length: 2000 }, (_, i) => ({
      value: ((i % 200) - 99.5) / 100,
      weight: 1,
    }));
    const without = empiricalDistribution(values, 1);
    const withShock = empiricalDistribution(values, 1, 1);
    // Uniform on (-1, 1): variance 1/3; plus a shock of variance 1 the 90% point moves out.
    expect(quantile(without, 0.9)).toBeCloseTo(0.8, 1);
    expect(quantile(withShock, 0.9)).toBeCloseTo(1.2816 * Math.sqrt(1 / 3 + 1), 1);
    expect(quantile(withShock, 0.5)).toBeCloseTo(0, 2);
  });
});
