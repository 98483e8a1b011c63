export interface Amount {
  /** Whole rupees, or null when the source states none ("-", "NA", "Info Not Available"). */
  value: number | null;
  /** The source text when it carried more than a plain number (a note mark, words). */
  note: string | null;
}

const MAX_AMOUNT = 1_000_000_000;

const NOT_STATED = /^(-+|na|n\/a|nil|none|info not available|not applicable|not available)?$/i;

/**
 * Reads an Indian amount such as `₹ 6,500`, `₹6,000*`, `1,24,300`, `Rs.132650/-` or
 * `110,160`: digits with any grouping. Texts with no number read as null.
 */
export function parseAmount(text: string | number | null | undefined): Amount {
  if (text === null || text === undefined) return { value: null, note: null };
  if (typeof text === 'number')
    return { value: Number.isFinite(text) ? Math.round(text) : null, note: null };
  const trimmed = text.trim();
  if (NOT_STATED.test(trimmed)) return { value: null, note: null };
  const cleaned = trimmed.replace(/(\d)-00\b/g, '$1');
  // An amount after a currency mark wins; otherwise a bare number of three or more digits
  // ("3 Years fees" and "10% Deducted" state no amount).
  const afterCurrency = /(?:₹|rs\.?|inr)\s*(\d[\d,]*(?:\.\d+)?)/i.exec(cleaned)?.[1];
  const bare = /^\s*\d[\d,]*(?:\.\d+)?\s*\*?\s*$/.test(cleaned)
    ? cleaned.replace(/[^\d.,]/g, '')
    : firstGroupedNumber(cleaned);
  // Numbers inside a link or beside a percent sign are not amounts.
  const digits = afterCurrency ?? (/%|https?:|www\./i.test(cleaned) ? undefined : bare);
  if (digits === undefined) return { value: null, note: trimmed };
  const value = Math.round(Number(digits.replace(/,/g, '')));
  // Run-together numbers ("30,00,018,000,125") are not amounts: nothing costs ₹100 crore.
  if (!Number.isFinite(value) || value > MAX_AMOUNT) return { value: null, note: trimmed };
  const plain = /^(₹|rs\.?|inr)?\s*\d[\d,]*(\.\d+)?\s*(\/-)?$/i.test(trimmed);
  return { value: Number.isFinite(value) ? value : null, note: plain ? null : trimmed };
}

/**
 * The first number of three or more digits, its commas in any places: PDF text groups digits
 * unevenly ("1,05000/-" is ₹1,05,000), so a comma never ends a number.
 */
function firstGroupedNumber(text: string): string | undefined {
  return text.match(/\d(?:[\d,]*\d)?/g)?.find((run) => run.replace(/,/g, '').length >= 3);
}

/** Fees below this are placeholders in the sources ("1", "00", "2"), not what a seat costs. */
const LEAST_FEE = 100;

/**
 * A fee: an amount (parseAmount) that is not a placeholder. A placeholder or a text without an
 * amount ("AS PER NBE GUIDELINES", a link) is no number, so it never sorts among the fees; its
 * text stays as the note.
 */
export function parseFee(text: string | number | null | undefined): Amount {
  const amount = parseAmount(text);
  if (amount.value === null || amount.value >= LEAST_FEE) return amount;
  return { value: null, note: amount.note ?? String(text).trim() };
}

/** A count such as beds: `750`, `1,250`; `Info Not Available` and other words read as null. */
export function parseCount(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isInteger(text) ? text : null;
  if (text === null || text === undefined) return null;
  const trimmed = text.trim().replace(/,/g, '');
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** A number of years such as `3`, `1.5`, `-`. */
export function parseYears(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (text === null || text === undefined) return null;
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}
