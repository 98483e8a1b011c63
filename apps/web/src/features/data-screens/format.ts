/** Indian conventions for the data screens (docs/product.md#indian-conventions). */
const indianNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

const NOT_AVAILABLE = 'N/A';

const isPresent = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/** ₹ with Indian digit grouping: ₹1,23,456; "N/A" when missing. */
export function formatRupees(value: number | null | undefined): string {
  return isPresent(value) ? `₹${indianNumber.format(value)}` : NOT_AVAILABLE;
}

/** A fee: the source's own text when it carried a note (e.g. "₹6,000*"), else rupees. */
export function formatFee(fee: number | null | undefined, feeText?: string | null): string {
  if (feeText) return feeText;
  return formatRupees(fee);
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
