/** A seeded uniform generator on [0, 1) (mulberry32), so a failing run can be replayed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Seeded random draws for the predictor's tests (mulberry32, Box-Muller). */
export function seededDraws(seed: number) {
  const uniform = mulberry32(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  /** A Student-t with a whole number of degrees of freedom. */
  const studentT = (dof: number) => {
    let chiSquare = 0;
    for (let i = 0; i < dof; i += 1) chiSquare += normal() ** 2;
    return normal() / Math.sqrt(chiSquare / dof);
  };
  return { uniform, normal, studentT };
}
