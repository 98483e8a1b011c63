import type { NetCost } from '@seatscope/shared';

/** Years of fee the fee table holds, and of stipend. */
const FEE_YEARS = 5;
const STIPEND_YEARS = 3;
const MONTHS_A_YEAR = 12;

export interface CourseMoney {
  /** Course length in years (e.g. 3, or 4.5); null when unknown. */
  durationYears: number | null;
  /** Fees of years 1 to 5, rupees a year. */
  fees: readonly (number | null)[];
  /** Stipends of years 1 to 3, rupees a month as sources state them. */
  stipends: readonly (number | null)[];
  bondYears: number | null;
  bondPenalty: number | null;
}

/**
 * An option's net cost over its course (docs/decisions/0026-choice-list.md): each year's fee for
 * the course's years, plus the bond penalty at stake, minus twelve months of stipend for each of
 * its first three years. A part the data does not state is named in `unknown`, never counted as
 * zero, and then `total` is null; `known` is the sum of the parts that are known. A bond of zero
 * years is no bond. Without a known duration only the first year is counted.
 */
export function netCost(money: CourseMoney): NetCost {
  const unknown: string[] = [];
  let known = 0;
  const duration = money.durationYears;
  if (duration === null || !(duration > 0)) unknown.push('course duration');
  const years = duration !== null && duration > 0 ? Math.ceil(duration) : 1;
  for (let year = 1; year <= Math.min(years, FEE_YEARS); year += 1) {
    const fee = money.fees[year - 1];
    if (fee === null || fee === undefined) unknown.push(`fee year ${year}`);
    else known += fee;
  }
  if (years > FEE_YEARS) unknown.push(`fees after year ${FEE_YEARS}`);
  for (let year = 1; year <= Math.min(years, STIPEND_YEARS); year += 1) {
    const stipend = money.stipends[year - 1];
    if (stipend === null || stipend === undefined) unknown.push(`stipend year ${year}`);
    else known -= stipend * MONTHS_A_YEAR;
  }
  if (money.bondPenalty !== null) known += money.bondPenalty;
  else if (money.bondYears !== 0) unknown.push('bond penalty');
  return { total: unknown.length === 0 ? known : null, known, unknown };
}
