/**
 * A probability as a whole percentage, rounded down: never more than the chance, and never a
 * figure of the group above ("80%" under Likely, whose bound is 80%). A prediction is never
 * certain (a probability of 1 or 0 is the floating-point end of a distribution's tail), so the
 * ends read ">99%" and "<1%".
 */
export function formatChance(probability: number): string {
  if (probability > 0.99) return '>99%';
  if (probability < 0.01) return '<1%';
  // The epsilon keeps binary fractions whole: 0.29 * 100 is 28.999999999999996.
  return `${Math.floor(probability * 100 + 1e-9)}%`;
}
