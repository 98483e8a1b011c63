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
  /**
   * The box the first year's fee was read from: the fee list's year-1 fee, or, where an MCC
   * profile leaves that box at a placeholder, its annual fee or the amount paid at admission
   * (docs/decisions/0081-every-money-box-as-published.md); null when no fee is known.
   */
  firstYearFeeBox: FirstYearFeeBox | null;
}

const FIRST_YEAR_FEE_BOXES = ['feeYear1', 'annualFee', 'admissionFee'] as const;
export type FirstYearFeeBox = (typeof FIRST_YEAR_FEE_BOXES)[number];

export const isFirstYearFeeBox = (value: unknown): value is FirstYearFeeBox =>
  FIRST_YEAR_FEE_BOXES.some((box) => box === value);

/** How the sum names a year-1 fee read from another box than the year's own. */
const FIRST_YEAR_FROM: Record<Exclude<FirstYearFeeBox, 'feeYear1'>, string> = {
  annualFee: 'annual fee as year 1',
  admissionFee: 'amount paid at admission as year 1',
};

/** "years 1-3", "year 2". */
const yearSpan = (first: number, last: number) =>
  first === last ? `year ${first}` : `years ${first}-${last}`;

/**
 * An option's net cost over its course (docs/decisions/0026-choice-list.md): each year's fee for
 * the course's years, plus the bond penalty at stake, minus twelve months of stipend for each of
 * its first three years. A part the data does not state is named in `unknown`, never counted as
 * zero, and then `total` is null; `known` is the sum of the parts that are known, and `adds` names
 * them, the box of a year-1 fee read from another box included. A bond of zero years is no bond.
 * Without a known duration only the first year is counted.
 */
export function netCost(money: CourseMoney): NetCost {
  const unknown: string[] = [];
  const adds: string[] = [];
  let known = 0;
  const duration = money.durationYears;
  if (duration === null || !(duration > 0)) unknown.push('course duration');
  const years = duration !== null && duration > 0 ? Math.ceil(duration) : 1;
  const feeYears: number[] = [];
  for (let year = 1; year <= Math.min(years, FEE_YEARS); year += 1) {
    const fee = money.fees[year - 1];
    if (fee === null || fee === undefined) unknown.push(`fee year ${year}`);
    else {
      known += fee;
      feeYears.push(year);
    }
  }
  if (years > FEE_YEARS) unknown.push(`fees after year ${FEE_YEARS}`);
  const stipendYears: number[] = [];
  for (let year = 1; year <= Math.min(years, STIPEND_YEARS); year += 1) {
    const stipend = money.stipends[year - 1];
    if (stipend === null || stipend === undefined) unknown.push(`stipend year ${year}`);
    else {
      known -= stipend * MONTHS_A_YEAR;
      stipendYears.push(year);
    }
  }
  const box = money.firstYearFeeBox;
  const fromOtherBox = feeYears[0] === 1 && box !== null && box !== 'feeYear1';
  if (fromOtherBox) adds.push(FIRST_YEAR_FROM[box]);
  adds.push(...spans(fromOtherBox ? feeYears.slice(1) : feeYears).map((span) => `fee, ${span}`));
  if (money.bondPenalty !== null) {
    known += money.bondPenalty;
    adds.push('bond penalty');
  } else if (money.bondYears !== 0) unknown.push('bond penalty');
  adds.push(...spans(stipendYears).map((span) => `less 12 months' stipend, ${span}`));
  return { total: unknown.length === 0 ? known : null, known, unknown, adds };
}

/** Runs of consecutive years: [1, 2, 3, 5] as "years 1-3" and "year 5". */
function spans(years: readonly number[]): string[] {
  const runs: [number, number][] = [];
  for (const year of years) {
    const last = runs.at(-1);
    if (last && last[1] === year - 1) last[1] = year;
    else runs.push([year, year]);
  }
  return runs.map(([first, last]) => yearSpan(first, last));
}
