import { gammaln } from 'simple-statistics';

/**
 * The distribution of a forecast's log error (docs/predictor.md#the-spread), held as a CDF on an
 * even grid so that a probability costs one lookup however the distribution was learned:
 * a Student-t fitted by maximum likelihood, or the smoothed empirical distribution of
 * standardised errors, either widened by a normal common yearly shock.
 */
export interface ErrorDistribution {
  /** Grid start and step; `cdf[i]` is P(X <= start + i * step). */
  start: number;
  step: number;
  cdf: number[];
}

const GRID_POINTS = 601;

/** P(X <= x), linear between grid points. */
export function cumulative(distribution: ErrorDistribution, x: number): number {
  const { start, step, cdf } = distribution;
  const position = (x - start) / step;
  if (position <= 0) return 0;
  if (position >= cdf.length - 1) return 1;
  const i = Math.floor(position);
  const low = cdf[i] ?? 0;
  const high = cdf[i + 1] ?? 1;
  return low + (high - low) * (position - i);
}

/** The x with P(X <= x) = p (linear between grid points). */
export function quantile(distribution: ErrorDistribution, p: number): number {
  const { start, step, cdf } = distribution;
  let low = 0;
  let high = cdf.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((cdf[middle] ?? 1) < p) low = middle;
    else high = middle;
  }
  const below = cdf[low] ?? 0;
  const above = cdf[high] ?? 1;
  const fraction = above > below ? (p - below) / (above - below) : 0;
  return start + (low + Math.min(1, Math.max(0, fraction))) * step;
}

/** A CDF from density values on the grid (trapezoids, normalised to 1). */
function fromDensity(start: number, step: number, density: readonly number[]): ErrorDistribution {
  const cdf = [0];
  let total = 0;
  for (let i = 1; i < density.length; i += 1) {
    total += ((density[i - 1] ?? 0) + (density[i] ?? 0)) / 2;
    cdf.push(total);
  }
  return { start, step, cdf: total > 0 ? cdf.map((value) => value / total) : cdf };
}

/**
 * The narrowest grid, in log closing rank (about 1% either side): errors that were all zero (a
 * round's closing rank that always stayed the year's last, docs/decisions/0073-in-season-forecasts.md)
 * are a step at zero, not an empty grid.
 */
const MIN_HALF_WIDTH = 0.01;

const gridOver = (wanted: number) => {
  const halfWidth = Math.max(wanted, MIN_HALF_WIDTH);
  const step = (2 * halfWidth) / (GRID_POINTS - 1);
  return {
    start: -halfWidth,
    step,
    xs: Array.from({ length: GRID_POINTS }, (_, i) => -halfWidth + i * step),
  };
};

/** Log density of a Student-t with `dof` degrees of freedom and scale `scale` at x. */
function studentTLogDensity(x: number, dof: number, scale: number): number {
  return (
    gammaln((dof + 1) / 2) -
    gammaln(dof / 2) -
    0.5 * Math.log(dof * Math.PI) -
    Math.log(scale) -
    ((dof + 1) / 2) * Math.log(1 + (x * x) / (dof * scale * scale))
  );
}

/** The scale maximising the Student-t likelihood at fixed dof (EM for the scale mixture). */
function studentTScale(values: readonly number[], dof: number): number {
  let scale2 = values.reduce((sum, v) => sum + v * v, 0) / values.length;
  for (let iteration = 0; iteration < 50; iteration += 1) {
    let sum = 0;
    for (const v of values) sum += ((dof + 1) / (dof + (v * v) / scale2)) * v * v;
    const next = sum / values.length;
    if (Math.abs(next - scale2) < 1e-10 * scale2) break;
    scale2 = next;
  }
  return Math.sqrt(scale2);
}

export interface StudentTFit {
  dof: number;
  scale: number;
}

/** The fewest degrees of freedom considered (below one the mean does not exist). */
const MIN_DOF = 1;
/** Beyond this many degrees of freedom a Student-t is a normal for every purpose here. */
const MAX_DOF = 200;

/**
 * Maximum-likelihood Student-t (centred at 0) for `values`: the profile likelihood over the
 * degrees of freedom (golden-section search in log dof), the scale by EM at each.
 */
export function fitStudentT(values: readonly number[]): StudentTFit {
  const logLikelihood = (dof: number) => {
    const scale = studentTScale(values, dof);
    return values.reduce((sum, v) => sum + studentTLogDensity(v, dof, scale), 0);
  };
  let low = Math.log(MIN_DOF);
  let high = Math.log(MAX_DOF);
  const ratio = (Math.sqrt(5) - 1) / 2;
  let a = high - ratio * (high - low);
  let b = low + ratio * (high - low);
  let fa = logLikelihood(Math.exp(a));
  let fb = logLikelihood(Math.exp(b));
  for (let iteration = 0; iteration < 40; iteration += 1) {
    if (fa < fb) {
      low = a;
      a = b;
      fa = fb;
      b = low + ratio * (high - low);
      fb = logLikelihood(Math.exp(b));
    } else {
      high = b;
      b = a;
      fb = fa;
      a = high - ratio * (high - low);
      fa = logLikelihood(Math.exp(a));
    }
  }
  const dof = Math.exp((low + high) / 2);
  return { dof, scale: studentTScale(values, dof) };
}

/** Adds an independent normal term of the given variance (the common yearly shock). */
function withNormal(density: readonly number[], step: number, variance: number): number[] {
  if (variance <= 0) return [...density];
  const sd = Math.sqrt(variance);
  const last = density.length - 1;
  const reach = Math.min(last, Math.ceil((6 * sd) / step));
  const kernel = Float64Array.from({ length: 2 * reach + 1 }, (_, j) =>
    Math.exp(-0.5 * (((j - reach) * step) / sd) ** 2),
  );
  const kernelSum = kernel.reduce((sum, value) => sum + value, 0);
  const source = Float64Array.from(density);
  const result: number[] = [];
  for (let i = 0; i <= last; i += 1) {
    let sum = 0;
    // Only indices inside the grid: the mass beyond it is negligible by construction.
    for (let k = Math.max(0, i - reach); k <= Math.min(last, i + reach); k += 1) {
      sum += (source[k] ?? 0) * (kernel[i - k + reach] ?? 0);
    }
    result.push(sum / kernelSum);
  }
  return result;
}

/** `scale` times a Student-t, plus a normal shock of `shockVariance`. */
export function studentTDistribution(
  fit: StudentTFit,
  scale: number,
  shockVariance = 0,
): ErrorDistribution {
  const spread = fit.scale * scale;
  // Wide enough for the tails that matter to a probability (a t with one dof is Cauchy).
  const halfWidth = spread * Math.min(60, 12 + 60 / fit.dof) + 6 * Math.sqrt(shockVariance);
  const { start, step, xs } = gridOver(halfWidth);
  const density = xs.map((x) => Math.exp(studentTLogDensity(x, fit.dof, spread)));
  return fromDensity(start, step, withNormal(density, step, shockVariance));
}

export interface WeightedValue {
  value: number;
  weight: number;
}

/**
 * `scale` times the smoothed empirical distribution of `values` (Gaussian kernel, Silverman's
 * bandwidth for the effective sample size of the weights), plus a normal shock.
 */
export function empiricalDistribution(
  values: readonly WeightedValue[],
  scale: number,
  shockVariance = 0,
): ErrorDistribution {
  const totalWeight = values.reduce((sum, v) => sum + v.weight, 0);
  const squaredWeights = values.reduce((sum, v) => sum + v.weight * v.weight, 0);
  const effectiveCount = (totalWeight * totalWeight) / squaredWeights;
  const centre = values.reduce((sum, v) => sum + v.weight * v.value, 0) / totalWeight;
  const sd = Math.sqrt(
    values.reduce((sum, v) => sum + v.weight * (v.value - centre) ** 2, 0) / totalWeight,
  );
  const sorted = [...values].sort((a, b) => a.value - b.value);
  const weightedQuantile = (p: number) => {
    let seen = 0;
    for (const v of sorted) {
      seen += v.weight;
      if (seen >= p * totalWeight) return v.value;
    }
    return sorted[sorted.length - 1]?.value ?? 0;
  };
  const iqr = weightedQuantile(0.75) - weightedQuantile(0.25);
  const spread = Math.min(sd, iqr / 1.349) || sd;
  const bandwidth = 0.9 * spread * effectiveCount ** -0.2 * scale;
  const largest = Math.max(...values.map((v) => Math.abs(v.value))) * scale;
  const halfWidth = largest + 8 * bandwidth + 6 * Math.sqrt(shockVariance);
  const { start, step, xs } = gridOver(halfWidth);
  // Weights binned onto the grid, then the kernel and the shock added as one normal.
  const binned = xs.map(() => 0);
  for (const { value, weight } of values) {
    const position = (value * scale - start) / step;
    const i = Math.min(GRID_POINTS - 2, Math.max(0, Math.floor(position)));
    const fraction = Math.min(1, Math.max(0, position - i));
    binned[i] = (binned[i] ?? 0) + weight * (1 - fraction);
    binned[i + 1] = (binned[i + 1] ?? 0) + weight * fraction;
  }
  return fromDensity(start, step, withNormal(binned, step, bandwidth ** 2 + shockVariance));
}
