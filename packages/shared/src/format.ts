/**
 * A marketing count rounded down so the "+" stays true: 80,853 → "80,800+", 612 → "610+",
 * 7 → "7+". Indian digit grouping (design decision 12).
 */
export function formatCountPlus(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const step = count >= 1000 ? 100 : count >= 100 ? 10 : 1;
  const floored = Math.floor(count / step) * step;
  return `${floored.toLocaleString('en-IN')}+`;
}
