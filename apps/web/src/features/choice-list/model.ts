import {
  formatIndianInteger,
  type ChoiceList,
  type ChoiceListOption,
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
    ...list.rounds.map((round) => option.closingRanks[round.key] ?? null),
  ]);
  return [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
