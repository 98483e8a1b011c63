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
