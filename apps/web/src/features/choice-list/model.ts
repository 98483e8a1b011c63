import {
  formatIndianInteger,
  type ChoiceList,
  type ChoiceListOption,
  type ChoiceListOutcome,
  type ChoiceOptionKey,
  type ReplayRound,
} from '@seatscope/shared';

// Pure helpers of the choice list screen: formatting, ordering, replay sentences and the CSV.

const NOT_AVAILABLE = 'N/A';

/** The URL's search parameter naming the counselling whose list is shown. */
export const COUNSELLING_PARAM = 'counselling';

/** A choice-list page (the list or its printable page) showing one counselling's list. */
export function listPageFor(path: string, counselling: string): string {
  return `${path}?${COUNSELLING_PARAM}=${encodeURIComponent(counselling)}`;
}

/** ₹ with Indian digit grouping (docs/product.md#indian-conventions); "N/A" when missing. */
export function rupees(value: number | null | undefined): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  const sign = value < 0 ? '−' : '';
  return `${sign}₹${formatIndianInteger(Math.abs(Math.round(value)))}`;
}

export function rank(value: number | null | undefined): string {
  return value === null || value === undefined ? NOT_AVAILABLE : `#${formatIndianInteger(value)}`;
}

/** "₹3,50,000", or what is known and what is not: "₹2,30,000 known; unknown: fee year 2". */
export function netCostText(option: ChoiceListOption): string {
  const cost = option.netCost;
  if (!cost) return 'Locked (demo)';
  if (cost.total !== null) return rupees(cost.total);
  return `${rupees(cost.known)} known; unknown: ${cost.unknown.join(', ')}`;
}

export type ListOrder = 'list' | 'netCost.asc' | 'netCost.desc';

/**
 * The options in the chosen order: the list's own, or by net cost with unknown and locked
 * totals last either way.
 */
export function orderOptions(
  options: readonly ChoiceListOption[],
  order: ListOrder,
): ChoiceListOption[] {
  if (order === 'list') return [...options];
  const direction = order === 'netCost.asc' ? 1 : -1;
  return [...options].sort((a, b) => {
    const x = a.netCost?.total ?? null;
    const y = b.netCost?.total ?? null;
    if (x === null || y === null) return x === y ? a.choice - b.choice : x === null ? 1 : -1;
    return (x - y) * direction || a.choice - b.choice;
  });
}

/** One replay result as a sentence. */
export function replaySentence(round: ReplayRound): string {
  const when = `In ${round.year} ${round.roundLabel}`;
  switch (round.outcome) {
    case 'got':
      return `${when} you would have got choice ${round.choice} (closing rank ${rank(round.closingRank)}).`;
    case 'none':
      return `${when} none of your choices closed at or beyond your rank.`;
    case 'locked':
      return `${when}: choice ${round.choice} is outside the demo sample. Purchase a package to replay past it.`;
  }
}

function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Which boxes the net cost adds up ("Adds annual fee as year 1, fee, years 2-3, bond penalty"),
 * so a candidate comparing totals knows what each holds
 * (docs/decisions/0081-every-money-box-as-published.md); null when nothing is known.
 */
export function netCostAdds(option: ChoiceListOption): string | null {
  const adds = option.netCost?.adds ?? [];
  return adds.length === 0 ? null : `Adds ${adds.join(', ')}`;
}

/**
 * The list as CSV, one line an option in list order: what the screen shows (locked options
 * without ranks or money). Fields that a spreadsheet would run as a formula are quoted with a
 * leading apostrophe.
 */
export function choiceListCsv(list: ChoiceList): string {
  const header = [
    'Choice',
    'Institute',
    'Course',
    'State',
    'Quota',
    'Category',
    'Course years',
    'Net cost (INR)',
    'Net cost unknown parts',
    'Net cost adds',
    ...list.rounds.map((round) => `Closing rank ${round.year} ${round.roundLabel}`),
  ];
  const lines = list.options.map((option) => [
    option.choice,
    option.instituteName,
    option.courseName,
    option.state,
    option.quotaName,
    option.category,
    option.durationYears,
    option.netCost?.total ?? null,
    option.locked ? 'locked (demo)' : (option.netCost?.unknown.join('; ') ?? ''),
    option.netCost?.adds.join('; ') ?? '',
    ...list.rounds.map((round) => option.closingRanks[round.key] ?? null),
  ]);
  return [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** An option's key as one string (the list's items and the outcome's options share it). */
export const choiceKey = (option: ChoiceOptionKey) =>
  JSON.stringify([option.instituteId, option.courseId, option.quotaName, option.category]);

const OPEN_CATEGORY = /^(open|general|gn|gm|oc|ur)$/i;

/**
 * The seat category the list's chance is first worked out for: the one most of its options
 * are seats of, the open (unreserved) one among equals. Null for an empty list.
 */
export function listCategory(options: readonly ChoiceOptionKey[]): string | null {
  const counts = new Map<string, number>();
  for (const { category } of options) counts.set(category, (counts.get(category) ?? 0) + 1);
  const ranked = [...counts].sort(
    ([a, x], [b, y]) =>
      y - x || Number(OPEN_CATEGORY.test(b)) - Number(OPEN_CATEGORY.test(a)) || a.localeCompare(b),
  );
  return ranked[0]?.[0] ?? null;
}

/** Beyond this chance of a seat from the choices above it, a choice can no longer matter. */
export const NEAR_CERTAIN = 0.99;

/** What the outcome says of one listed option. */
export interface OptionOutcome {
  /** Its own chance, null without a prediction. */
  probability: number | null;
  /** The chance the list ends with it. */
  share: number;
  /** A seat from the choices above it is already more than NEAR_CERTAIN likely. */
  cannotMatter: boolean;
}

/**
 * Each listed option's part of the outcome by key; the option the list most likely ends with;
 * the choice numbers (1 first) that can no longer matter.
 */
export function readOutcome(outcome: ChoiceListOutcome): {
  byKey: Map<string, OptionOutcome>;
  mostLikely: { key: string; share: number } | null;
  cannotMatter: number[];
} {
  const byKey = new Map<string, OptionOutcome>();
  let above = 0;
  let mostLikely: { key: string; share: number } | null = null;
  const cannotMatter: number[] = [];
  for (const [index, option] of outcome.options.entries()) {
    const key = choiceKey(option);
    const beyond = above > NEAR_CERTAIN;
    if (beyond) cannotMatter.push(index + 1);
    byKey.set(key, {
      probability: option.probability,
      share: option.probabilityAllotted,
      cannotMatter: beyond,
    });
    if (option.probabilityAllotted > (mostLikely?.share ?? 0)) {
      mostLikely = { key, share: option.probabilityAllotted };
    }
    above += option.probabilityAllotted;
  }
  return { byKey, mostLikely, cannotMatter };
}

/** "Choice 9", "Choices 9 and 10", "Choices 9 to 12" (numbers that follow one another). */
export function choicesText(choices: readonly number[]): string {
  const [first] = choices;
  const last = choices.at(-1);
  if (first === undefined || last === undefined) return '';
  if (choices.length === 1) return `Choice ${first}`;
  return choices.length === 2 ? `Choices ${first} and ${last}` : `Choices ${first} to ${last}`;
}
