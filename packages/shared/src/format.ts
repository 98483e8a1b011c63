/**
 * A whole number with Indian digit grouping, as `toLocaleString('en-IN')` writes it: 1234567 →
 * "12,34,567". Written out because each `toLocaleString` call builds a number formatter, which
 * on a slow phone costs tens of milliseconds on the landing page's first render.
 */
export function formatIndianInteger(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) return value.toLocaleString('en-IN');
  const digits = String(value);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 0 ? head : `0${head}`;
  const groups = pairs.match(/../g) ?? [];
  return [...groups, digits.slice(-3)].join(',').replace(/^0/, '');
}

/**
 * A marketing count rounded down so the "+" stays true: 80,853 → "80,800+", 612 → "610+",
 * 7 → "7+". Indian digit grouping (docs/product.md#indian-conventions).
 */
export function formatCountPlus(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const step = count >= 1000 ? 100 : count >= 100 ? 10 : 1;
  const floored = Math.floor(count / step) * step;
  return `${formatIndianInteger(floored)}+`;
}

/** A list's total as users read it: "1,234", or "10,000+" when counting stopped at the cap. */
export function formatListTotal({ total, totalCapped }: { total: number; totalCapped: boolean }) {
  return `${formatIndianInteger(total)}${totalCapped ? '+' : ''}`;
}

/** "2020–2025" for consecutive years, "2022, 2024" otherwise; years ascending. */
export function formatYears(years: readonly number[]): string {
  const first = years[0];
  const last = years.at(-1);
  if (first === undefined || last === undefined) return '';
  if (years.length > 2 && last - first === years.length - 1) return `${first}–${last}`;
  return years.join(', ');
}

const counted = (count: number, one: string, many: string) =>
  `${formatIndianInteger(count)} ${count === 1 ? one : many}`;

/**
 * What a package holds in the data served now, as buyers read it (docs/product.md#prices):
 * "2 counsellings · 2022–2024 · 1,14,713 allotments · 1,999 colleges".
 */
export function describePackageContents(contents: {
  counsellings: number;
  years: readonly number[];
  allotments: number;
  colleges: number;
}): string {
  if (contents.allotments === 0) return 'No allotment data loaded for this package yet';
  return [
    counted(contents.counsellings, 'counselling', 'counsellings'),
    formatYears(contents.years),
    counted(contents.allotments, 'allotment', 'allotments'),
    counted(contents.colleges, 'college', 'colleges'),
  ]
    .filter((part) => part.length > 0)
    .join(' · ');
}
