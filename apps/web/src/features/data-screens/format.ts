/** Indian conventions for the data screens (docs/product.md#indian-conventions). */
const indianNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

const NOT_AVAILABLE = 'N/A';

const isPresent = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/** ₹ with Indian digit grouping: ₹1,23,456; "N/A" when missing. */
export function formatRupees(value: number | null | undefined): string {
  return isPresent(value) ? `₹${indianNumber.format(value)}` : NOT_AVAILABLE;
}

/** US dollars as an MCC profile's NRI boxes publish them: $2,750; "N/A" when missing. */
export function formatDollars(value: number | null | undefined): string {
  return isPresent(value) ? `$${value.toLocaleString('en-US')}` : NOT_AVAILABLE;
}

/** Ranks as #12,345; "N/A" when missing. */
export function formatRank(value: number | null | undefined): string {
  return isPresent(value) ? `#${indianNumber.format(value)}` : NOT_AVAILABLE;
}

export function formatNumber(value: number | null | undefined): string {
  return isPresent(value) ? indianNumber.format(value) : NOT_AVAILABLE;
}

export function formatText(value: string | null | undefined): string {
  return value ? value : NOT_AVAILABLE;
}
