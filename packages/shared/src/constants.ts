/** Business constants both the server and the web app rely on (docs/product.md#constants). */

/** A demo user sees this many rows of any data table, on one page. */
export const DEMO_ROW_LIMIT = 5;

export const PAGE_SIZES = {
  dataTable: 50,
  maxDataTable: 100,
  collegeExplorer: 12,
  universityAtlas: 10,
  counsellingInfo: 50,
  courses: 50,
} as const;

/**
 * Rank DeepScan's "Likely" group starts at this chance (docs/product.md#rank-deepscan); an
 * option's `likelyFromRound` is the first round whose chance reaches it.
 */
export const LIKELY_CHANCE = 0.5;

/**
 * Rank DeepScan's groups by probability, highest first, each from its lower bound, with the name
 * the screen gives it (docs/product.md#rank-deepscan): a presentation of the measured chance, not
 * part of the model. Bounds, names, order and the groups' descriptions live here alone.
 */
export const CHANCE_GROUPS = [
  { id: 'safe', title: 'Safe', from: 0.8 },
  { id: 'likely', title: 'Likely', from: LIKELY_CHANCE },
  { id: 'reach', title: 'Reach', from: 0.2 },
  { id: 'unlikely', title: 'Unlikely', from: 0 },
] as const;
export type ChanceGroupId = (typeof CHANCE_GROUPS)[number]['id'];

/** The group of a probability: the first whose lower bound it reaches. */
export function chanceGroupOf(probability: number): ChanceGroupId {
  return CHANCE_GROUPS.find((group) => probability >= group.from)?.id ?? 'unlikely';
}

/** What a group's bounds mean, in words: "80% chance or more", "50% to 80% chance", ... */
export function chanceGroupDescription(id: ChanceGroupId): string {
  const percent = (chance: number) => `${Math.round(chance * 100)}%`;
  const index = CHANCE_GROUPS.findIndex((group) => group.id === id);
  const from = CHANCE_GROUPS[index]?.from ?? 0;
  const above = CHANCE_GROUPS[index - 1];
  if (!above) return `${percent(from)} chance or more`;
  if (from === 0) return `below ${percent(above.from)} chance`;
  return `${percent(from)} to ${percent(above.from)} chance`;
}

/** Knowledge Hub lists count matching rows up to this many, then show "10,000+". */
export const LIST_TOTAL_CAP = 10_000;

export const SEARCH_DEBOUNCE_MS = 500;
export const INFINITE_SCROLL_THRESHOLD_PX = 200;

/**
 * The id of the `<script type="application/json">` in which the server hands a server-rendered
 * page's query data to the browser: the data that page's HTML was rendered from.
 */
export const INLINED_QUERIES_ELEMENT_ID = 'seatscope-queries';
