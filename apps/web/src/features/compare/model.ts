import {
  COMPARE_MAX_COLUMNS,
  formatIndianInteger,
  formatRupees,
  optionToken,
  parseOptionToken,
  type ChoiceOptionKey,
  type Comparison,
  type ComparedOption,
} from '@seatscope/shared';
import { paths } from '@/config/paths';

// What a comparison is and how its address reads (docs/decisions/0084-compare-side-by-side.md):
// up to four columns, each an option of a counselling or an institute, in the address's order.

/** One column: an option (institute + course + quota + category of a counselling) or an institute. */
export type ComparedItem =
  | { kind: 'option'; counselling: string; option: ChoiceOptionKey }
  | { kind: 'institute'; instituteId: number };

/** The candidate's rank and seat category the chances are for. */
export interface CompareAsk {
  rank: number | null;
  category: string | null;
}

export interface ComparisonAddress extends CompareAsk {
  items: ComparedItem[];
}

const OPTION_PARAM = 'option';
const INSTITUTE_PARAM = 'institute';
const RANK_PARAM = 'rank';
const CATEGORY_PARAM = 'category';
const COUNSELLING_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The same column, whatever else the address says. */
export function itemId(item: ComparedItem): string {
  return item.kind === 'institute'
    ? `institute:${item.instituteId}`
    : `option:${item.counselling},${optionToken(item.option)}`;
}

function parseItem(key: string, value: string): ComparedItem | null {
  if (key === INSTITUTE_PARAM) {
    return /^[1-9]\d{0,8}$/.test(value) ? { kind: 'institute', instituteId: Number(value) } : null;
  }
  if (key !== OPTION_PARAM) return null;
  const comma = value.indexOf(',');
  const counselling = value.slice(0, comma);
  const option = comma > 0 ? parseOptionToken(value.slice(comma + 1)) : null;
  return option && COUNSELLING_ID.test(counselling)
    ? { kind: 'option', counselling, option }
    : null;
}

/**
 * The comparison an address asks for: its columns in order (repeats, values that name nothing
 * and columns past the fourth left out, `skipped` counts them) and the rank and category.
 */
export function readComparisonAddress(
  search: URLSearchParams,
): ComparisonAddress & { skipped: number } {
  const items: ComparedItem[] = [];
  let skipped = 0;
  for (const [key, value] of search) {
    if (key !== OPTION_PARAM && key !== INSTITUTE_PARAM) continue;
    const item = parseItem(key, value);
    if (
      !item ||
      items.length >= COMPARE_MAX_COLUMNS ||
      items.some((other) => itemId(other) === itemId(item))
    ) {
      skipped += 1;
      continue;
    }
    items.push(item);
  }
  const rankText = search.get(RANK_PARAM) ?? '';
  const rank = /^[1-9]\d{0,7}$/.test(rankText) ? Number(rankText) : null;
  const category = search.get(CATEGORY_PARAM)?.trim() || null;
  return { items, rank, category, skipped };
}

/** `/app/compare?option=..&institute=..&rank=..&category=..`: opens the same comparison afresh. */
export function comparisonPath({ items, rank, category }: ComparisonAddress): string {
  const search = new URLSearchParams();
  for (const item of items) {
    if (item.kind === 'institute') search.append(INSTITUTE_PARAM, String(item.instituteId));
    else search.append(OPTION_PARAM, `${item.counselling},${optionToken(item.option)}`);
  }
  if (rank !== null) search.set(RANK_PARAM, String(rank));
  if (category !== null) search.set(CATEGORY_PARAM, category);
  const query = search.toString();
  return query ? `${paths.app.compare}?${query}` : paths.app.compare;
}

export type AddOutcome = 'added' | 'already' | 'full';

/** A comparison with `item` added at the end, unless it holds it already or is full. */
export function addItem(
  items: readonly ComparedItem[],
  item: ComparedItem,
): { items: ComparedItem[]; outcome: AddOutcome } {
  if (items.some((other) => itemId(other) === itemId(item))) {
    return { items: [...items], outcome: 'already' };
  }
  if (items.length >= COMPARE_MAX_COLUMNS) return { items: [...items], outcome: 'full' };
  return { items: [...items, item], outcome: 'added' };
}

export const FULL_MESSAGE = `A comparison holds at most ${COMPARE_MAX_COLUMNS} options or colleges. Remove one to add another.`;

/** The options of each counselling, in the order they appear: one read per counselling. */
export function optionsByCounselling(
  items: readonly ComparedItem[],
): Map<string, ChoiceOptionKey[]> {
  const groups = new Map<string, ChoiceOptionKey[]>();
  for (const item of items) {
    if (item.kind !== 'option') continue;
    groups.set(item.counselling, [...(groups.get(item.counselling) ?? []), item.option]);
  }
  return groups;
}

/** The first category among the compared options: the chances' category until one is chosen. */
export function firstCategory(items: readonly ComparedItem[]): string | null {
  for (const item of items) if (item.kind === 'option') return item.option.category;
  return null;
}

export function rupees(value: number | null): string {
  if (value === null) return 'N/A';
  const sign = value < 0 ? '−' : '';
  return `${sign}${formatRupees(Math.abs(Math.round(value * 100)))}`;
}

export const rankText = (value: number | null | undefined) =>
  value === null || value === undefined ? 'N/A' : `#${formatIndianInteger(value)}`;

/**
 * A money figure's label from its field name, so a figure the API adds (an admission fee, NRI
 * fees per year) shows without a change here: "feeYear1" reads "Fee year 1", "nriFeeYear2"
 * "NRI fee year 2".
 */
export function figureLabel(field: string): string {
  const words = field
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bnri\b/g, 'NRI');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A figure's value: years for a bond's length, rupees otherwise. */
export function figureValue(field: string, value: number): string {
  if (/Years$/.test(field)) return `${value} ${value === 1 ? 'year' : 'years'}`;
  return rupees(value);
}

export interface RankPoint {
  /** "2023 R1". */
  label: string;
  closing: number;
}

/** An option's closing ranks, oldest round first, each round list it has a rank in. */
export function rankPoints(option: ComparedOption, rounds: Comparison['rounds']): RankPoint[] {
  return [...rounds]
    .sort((a, b) => a.year - b.year || a.round - b.round)
    .flatMap((round) => {
      const closing = option.closingRanks[round.key];
      return closing === null || closing === undefined ? [] : [{ label: round.label, closing }];
    });
}
