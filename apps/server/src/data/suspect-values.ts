import { interquartileRange, median } from 'simple-statistics';
import type { SuspectMark } from '@seatscope/shared';

/**
 * The checks that find closing ranks a list cannot mean (docs/decisions/0086-suspect-values.md).
 * They know nothing of a particular file: only how closing ranks of one counselling relate to
 * each other. Thresholds are stated there, with why.
 */

/** One closing rank of a counselling, as the checks see it. */
export interface RankedCell {
  id: number;
  /** The option: institute, course, quota and category. */
  option: string;
  /** Where seat types meet: institute, course, year and round. */
  place: string;
  /** The seat type (quota), "NRI", "Private", "All India". */
  seatType: string;
  /** The round list: year and round. */
  list: string;
  /** Lists of one kind are comparable: regular or stray rounds of one list kind and source. */
  listKind: string;
  rank: number;
}

/** A list is partial when it ends below the usual end of its kind by this factor or more. */
const PARTIAL_LIST_FACTOR = 10;
/** Robust standard deviations from the option's other values, as the predictor's movement limit. */
const OUTLIER_LIMIT = 5;
/** ...and beyond every other value of the option by at least this factor. */
const OUTLIER_FACTOR = 3;
/** A seat-type order holds at this share of the places where both seat types close, or more... */
const SEAT_ORDER_SHARE = 0.9;
/** ...at this many places or more... */
const SEAT_ORDER_PLACES = 10;
/** ...with the later seat type's rank typically at least this multiple of the earlier one's. */
const SEAT_ORDER_RATIO = 2;

/** The interquartile range of a standard normal. */
const NORMAL_IQR = 1.349;

export type CheckMark = Exclude<SuspectMark, { kind: 'corrected' }>;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const maxRank = (cells: readonly RankedCell[]) =>
  cells.reduce((deepest, cell) => Math.max(deepest, cell.rank), 0);

/**
 * Every suspect cell with why. A cell of a partial list is marked as such and leaves the other
 * checks; an outlier is not a baseline for the seat-order check.
 */
export function findSuspectValues(cells: readonly RankedCell[]): Map<number, CheckMark> {
  const ranked = cells.filter((cell) => cell.rank > 0);
  const marks = new Map<number, CheckMark>();
  for (const [id, mark] of partialLists(ranked)) marks.set(id, mark);
  const whole = ranked.filter((cell) => !marks.has(cell.id));
  for (const [id, mark] of outliers(whole)) marks.set(id, mark);
  const plausible = whole.filter((cell) => !marks.has(cell.id));
  for (const [id, mark] of seatOrderContradictions(plausible)) marks.set(id, mark);
  return marks;
}

/** Round lists that end an order of magnitude short of the other lists of their kind. */
function partialLists(cells: readonly RankedCell[]): Map<number, CheckMark> {
  const marks = new Map<number, CheckMark>();
  for (const kindCells of groupBy(cells, (cell) => cell.listKind).values()) {
    const lists = [...groupBy(kindCells, (cell) => cell.list).values()].map((listCells) => ({
      cells: listCells,
      end: maxRank(listCells),
    }));
    for (const list of lists) {
      const others = lists.filter((other) => other !== list).map((other) => other.end);
      if (others.length === 0) continue;
      const usualEnd = median(others);
      if (list.end * PARTIAL_LIST_FACTOR > usualEnd) continue;
      for (const cell of list.cells) {
        marks.set(cell.id, {
          kind: 'partial-list',
          value: cell.rank,
          listEnd: list.end,
          usualEnd: Math.round(usualEnd),
        });
      }
    }
  }
  return marks;
}

/**
 * Closing ranks far outside their option's other rounds and years: at least OUTLIER_LIMIT
 * robust standard deviations (of every option's log distance from its other values' median)
 * from the others' median, and beyond the others' range by OUTLIER_FACTOR. Options with fewer
 * than two other values are not judged.
 */
function outliers(cells: readonly RankedCell[]): Map<number, CheckMark> {
  const judged: { cell: RankedCell; distance: number; low: number; high: number }[] = [];
  for (const optionCells of groupBy(cells, (cell) => cell.option).values()) {
    if (optionCells.length < 3) continue;
    for (const cell of optionCells) {
      const others = optionCells.filter((other) => other !== cell).map((other) => other.rank);
      const distance = Math.log(cell.rank) - median(others.map((rank) => Math.log(rank)));
      judged.push({ cell, distance, low: Math.min(...others), high: Math.max(...others) });
    }
  }
  const marks = new Map<number, CheckMark>();
  if (judged.length < 4) return marks;
  const scale = interquartileRange(judged.map((entry) => entry.distance)) / NORMAL_IQR;
  for (const { cell, distance, low, high } of judged) {
    const far = Math.abs(distance) >= OUTLIER_LIMIT * scale;
    const beyond = cell.rank * OUTLIER_FACTOR <= low || cell.rank >= high * OUTLIER_FACTOR;
    if (far && beyond) marks.set(cell.id, { kind: 'outlier', value: cell.rank, low, high });
  }
  return marks;
}

/**
 * A seat type that closes before another at one college, course and round, where across the
 * counselling it closes clearly after it (at SEAT_ORDER_SHARE of SEAT_ORDER_PLACES or more
 * places, its rank typically SEAT_ORDER_RATIO times the other's). A seat type's rank at a place
 * is its deepest closing rank there; that cell is marked.
 */
function seatOrderContradictions(cells: readonly RankedCell[]): Map<number, CheckMark> {
  const places = [...groupBy(cells, (cell) => cell.place).values()].map((placeCells) =>
    [...groupBy(placeCells, (cell) => cell.seatType).entries()].map(([seatType, seatCells]) => ({
      seatType,
      deepest: seatCells.reduce((a, b) => (b.rank > a.rank ? b : a)),
    })),
  );
  const ratios = new Map<string, number[]>();
  for (const seats of places) {
    for (const later of seats) {
      for (const earlier of seats) {
        if (later === earlier) continue;
        const pair = JSON.stringify([later.seatType, earlier.seatType]);
        const logRatio = Math.log(later.deepest.rank / earlier.deepest.rank);
        const list = ratios.get(pair);
        if (list) list.push(logRatio);
        else ratios.set(pair, [logRatio]);
      }
    }
  }
  const established = new Set(
    [...ratios]
      .filter(
        ([, logRatios]) =>
          logRatios.length >= SEAT_ORDER_PLACES &&
          logRatios.filter((ratio) => ratio > 0).length >= SEAT_ORDER_SHARE * logRatios.length &&
          median(logRatios) >= Math.log(SEAT_ORDER_RATIO),
      )
      .map(([pair]) => pair),
  );
  const marks = new Map<number, CheckMark>();
  for (const seats of places) {
    for (const later of seats) {
      for (const earlier of seats) {
        if (later === earlier || later.deepest.rank > earlier.deepest.rank) continue;
        if (!established.has(JSON.stringify([later.seatType, earlier.seatType]))) continue;
        // Of several seat types it closes before, the mark names the one that closes last.
        const named = marks.get(later.deepest.id);
        if (
          named?.kind === 'seat-order' &&
          (named.otherRank > earlier.deepest.rank ||
            (named.otherRank === earlier.deepest.rank && named.otherSeat < earlier.seatType))
        ) {
          continue;
        }
        marks.set(later.deepest.id, {
          kind: 'seat-order',
          value: later.deepest.rank,
          otherSeat: earlier.seatType,
          otherRank: earlier.deepest.rank,
        });
      }
    }
  }
  return marks;
}
