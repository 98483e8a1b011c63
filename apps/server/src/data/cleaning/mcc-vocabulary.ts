import { tidySpaces, titleCaseIfShouting } from './text';

/** Letters and digits only: the words PDF extraction broke (`MANAGE MENT`) meet again. */
function vocabularyKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * MCC quota names as the clean files write them, and the abbreviations and spellings other
 * years and lists use for the same quota (docs/decisions/0030-counselling-vocabulary.md).
 */
const QUOTA_NAMES: Record<string, readonly string[]> = {
  'All India': ['ALL INDIA', 'AIQ'],
  'DNB Quota': [],
  'Management/Paid Seats Quota': [],
  'Deemed/Paid Seats Quota': ['MNG'],
  'Non-Resident Indian': ['NRI'],
  'Non-Resident Indian (AMU) Quota': [],
  'Aligarh Muslim University': [],
  'Banaras Hindu University': [],
  'Delhi University Quota': ['DU'],
  'IP University Quota': [],
  'Employees State Insurance Scheme(ESI)': ['ESI'],
  'Aligarh Muslim University (AMU) Quota': ['AMU'],
  'Muslim Minority Quota': ['MM'],
  'Jain Minority Quota': [],
  'Open Seat Quota': [],
  'Delhi NCR Children/Widows of Personnel of the Armed Forces (CW) Quota': ['CW'],
  'Internal - Puducherry UT Domicile': [],
};

const QUOTA_BY_KEY = new Map<string, string>(
  Object.entries(QUOTA_NAMES).flatMap(([name, aliases]) =>
    [name, ...aliases].map((alias) => [vocabularyKey(alias), name] as const),
  ),
);

/** One spelling per MCC quota; a quota not in the list keeps its own words, tidied. */
export function normaliseMccQuota(text: string): string {
  const tidy = tidySpaces(text);
  const known = QUOTA_BY_KEY.get(vocabularyKey(tidy));
  if (known) return known;
  // An abbreviation (MCC's 2020 lists: AMS, JNO) stays as written.
  return /^[A-Z]{2,5}$/.test(tidy) ? tidy : titleCaseIfShouting(tidy);
}

const SEAT_CATEGORY_BASES: Record<string, string> = {
  open: 'Open',
  gn: 'Open',
  general: 'Open',
  ur: 'Open',
  obc: 'OBC',
  sc: 'SC',
  st: 'ST',
  ews: 'EWS',
};

export interface MccCategory {
  base: string;
  pwd: boolean;
}

/**
 * A seat or candidate category in any year's words: `Open PwD`, `PwD Open`, `OPEN PWD`, `GN`,
 * `General`, `GNYes` (the PwD column run into the category). Null when it is none of them.
 */
export function decodeMccCategory(text: string): MccCategory | null {
  const words = tidySpaces(text)
    .replace(/yes$/i, ' PwD')
    .split(/[\s-]+/)
    .map((word) => word.toLowerCase())
    .filter((word) => word !== '');
  const pwd = words.includes('pwd') || words.includes('ph');
  const rest = words.filter((word) => word !== 'pwd' && word !== 'ph');
  const [only] = rest;
  const base = rest.length === 1 && only !== undefined ? SEAT_CATEGORY_BASES[only] : undefined;
  return base === undefined ? null : { base, pwd };
}

/** The category as Seat Allocation and Cutoff Ranks show it: `Open`, `OBC PwD`, ... */
export function mccCategoryLabel(category: MccCategory, general = 'Open'): string {
  const base = category.base === 'Open' ? general : category.base;
  return category.pwd ? `${base} PwD` : base;
}
