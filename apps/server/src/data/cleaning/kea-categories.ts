/**
 * KEA (Karnataka) seat categories, decoded into their parts the way Telangana's `adm_details`
 * are (docs/decisions/0030-counselling-vocabulary.md). A government seat's code is a reservation
 * category followed by flags: `2AG` (category 2A, general), `2AR` (rural), `2AK` (Kannada
 * medium), `2AH` (Hyderabad-Karnataka, no `G`), `2AKH`, `2ARH`; general merit drops the `G`: `GM`,
 * `GMR`, `GMKH`. `P` marks a private college's government-quota seat (`GMP`, `GMPH`, `P2AG`).
 * Minority seats (`MM`, `MC`, ... with `H`), the private tiers (`OPN`, `NRI`, `MNG`, `OTH`,
 * `RC1`..`RC8`) and the special government seats (`PH`, `NCC`, `CAP`, ...) are whole tokens.
 */

export const KEA_RESERVATIONS = ['GM', '1', '2A', '2B', '3A', '3B', 'SC', 'ST'] as const;
type KeaReservation = (typeof KEA_RESERVATIONS)[number];

/** Whole-token seats: the seat's quota and a readable category. */
const TOKENS: Record<string, { quota: string; category: string }> = {
  OPN: { quota: 'Private', category: 'Open' },
  NRI: { quota: 'NRI', category: 'NRI' },
  MNG: { quota: 'Management', category: 'Management' },
  PGM: { quota: 'Management', category: 'PGM' },
  OTH: { quota: 'Others', category: 'Others' },
  OTHERS: { quota: 'Others', category: 'Others' },
  MA: { quota: 'Minority', category: 'Minority MA' },
  MC: { quota: 'Minority', category: 'Minority MC' },
  ME: { quota: 'Minority', category: 'Minority ME' },
  MK: { quota: 'Minority', category: 'Minority MK' },
  MM: { quota: 'Minority', category: 'Minority MM' },
  MU: { quota: 'Minority', category: 'Minority MU' },
  PH: { quota: 'Government (special)', category: 'Persons with Disability' },
  PHM: { quota: 'Government (special)', category: 'Persons with Disability (PHM)' },
  NCC: { quota: 'Government (special)', category: 'NCC' },
  SPO: { quota: 'Government (special)', category: 'Sports' },
  CAP: { quota: 'Government (special)', category: 'Children of Armed Personnel' },
  D: { quota: 'Government (special)', category: 'Defence' },
  XD: { quota: 'Government (special)', category: 'Ex-Defence' },
  JK: { quota: 'Government (special)', category: 'Jammu and Kashmir Migrant' },
  AGL: { quota: 'Government (special)', category: 'Anglo-Indian' },
  'S-G': { quota: 'Government (special)', category: 'S-G' },
};
for (let tier = 1; tier <= 9; tier += 1) {
  TOKENS[`RC${tier}`] = { quota: 'Private', category: `RC${tier}` };
}
/** Tokens that take the Hyderabad-Karnataka flag (`MMH`, `MEH`). */
const TOKENS_WITH_REGION = new Set(['MA', 'MC', 'ME', 'MK', 'MM', 'MU']);

export interface KeaSeat {
  /** The reservation category of a government seat, or the whole token's category. */
  category: string;
  /** Government, Private (government quota) or the token's quota. */
  quota: string;
  reservation: KeaReservation | null;
  token: string | null;
  privateCollege: boolean;
  rural: boolean;
  kannadaMedium: boolean;
  hyderabadKarnataka: boolean;
}

/** Decodes a KEA seat code; null when it follows none of KEA's forms. */
export function decodeKeaCategory(code: string): KeaSeat | null {
  const text = code.trim().toUpperCase();
  const token = TOKENS[text];
  if (token) return tokenSeat(text, token, false);
  if (text.endsWith('H')) {
    const bare = text.slice(0, -1);
    const regional = TOKENS[bare];
    if (regional && TOKENS_WITH_REGION.has(bare)) return tokenSeat(bare, regional, true);
  }
  const match = /^(P)?(GM|1|2A|2B|3A|3B|SC|ST)(P)?(G|K|R)?(H)?$/.exec(text);
  if (!match) return null;
  const [, privateBefore, reservation, privateAfter, flag, region] = match;
  const privateCollege = privateBefore !== undefined || privateAfter !== undefined;
  // General merit carries no `G` and takes `P` after it (`GMP`); the others take it before (`P2AG`).
  if (reservation === 'GM' && (flag === 'G' || privateBefore !== undefined)) return null;
  if (reservation !== 'GM' && privateAfter !== undefined) return null;
  // Other categories say G (general), K or R; a general Hyderabad-Karnataka seat drops the G
  // (`2AH`, not `2AGH`); general merit never writes G.
  if (reservation !== 'GM' && flag === undefined && region === undefined) return null;
  if (flag === 'G' && region !== undefined) return null;
  return {
    category: reservation === 'GM' ? 'GM' : `Cat-${reservation ?? ''}`,
    quota: privateCollege ? 'Private (government quota)' : 'Government',
    reservation: (reservation ?? 'GM') as KeaReservation,
    token: null,
    privateCollege,
    rural: flag === 'R',
    kannadaMedium: flag === 'K',
    hyderabadKarnataka: region !== undefined,
  };
}

function tokenSeat(
  token: string,
  seat: { quota: string; category: string },
  hyderabadKarnataka: boolean,
): KeaSeat {
  return {
    category: seat.category,
    quota: seat.quota,
    reservation: null,
    token,
    privateCollege: false,
    rural: false,
    kannadaMedium: false,
    hyderabadKarnataka,
  };
}

/** The code KEA prints for a decoded seat (the inverse of decodeKeaCategory). */
export function encodeKeaCategory(seat: KeaSeat): string {
  const region = seat.hyderabadKarnataka ? 'H' : '';
  if (seat.token !== null) return `${seat.token}${region}`;
  const reservation = seat.reservation ?? 'GM';
  const general = reservation === 'GM' || seat.hyderabadKarnataka ? '' : 'G';
  const flag = seat.rural ? 'R' : seat.kannadaMedium ? 'K' : general;
  if (!seat.privateCollege) return `${reservation}${flag}${region}`;
  // KEA writes `GMP` for general merit and `P2AG` for the other categories.
  return reservation === 'GM' ? `GMP${flag}${region}` : `P${reservation}${flag}${region}`;
}

/** The seat's category as Seat Allocation and Cutoff Ranks show it: `Cat-2A Rural HK`. */
export function keaCategoryLabel(seat: KeaSeat): string {
  return [
    seat.category,
    seat.rural ? 'Rural' : null,
    seat.kannadaMedium ? 'Kannada Medium' : null,
    seat.hyderabadKarnataka ? 'HK' : null,
  ]
    .filter((part) => part !== null)
    .join(' ');
}

/** A KEA seat code as SeatScope stores it: the seat's category label and quota, or a code kept. */
export interface KeaSeatReading {
  category: string;
  quota?: string;
  remarks?: string;
  unread?: readonly string[];
}

/**
 * The `kea-category` grammar a column mapping cites (docs/decisions/0097-kea-kinds-on-mappings.md):
 * a KEA seat code read into its category (`Cat-2A Rural HK`) and quota. A code that follows none
 * of KEA's forms is kept as written, as the category and in the remark, and counted; a blank
 * cell reads as nothing (null), which rejects the row.
 */
export function readKeaSeat(code: string): KeaSeatReading | null {
  if (code.trim() === '') return null;
  const seat = decodeKeaCategory(code);
  if (seat) return { category: keaCategoryLabel(seat), quota: seat.quota };
  return { category: code, remarks: `KEA category ${code}`, unread: [code] };
}

/** Every whole token KEA uses, for tests and documentation. */
export function keaTokens(): { token: string; regional: boolean }[] {
  return Object.keys(TOKENS).map((token) => ({ token, regional: TOKENS_WITH_REGION.has(token) }));
}

/** Words of college names that the 2022 RTI list's PDF extraction ran into the category. */
const SPILL_WORDS = [
  'Sciences',
  'Science',
  'Hospital',
  'Research',
  'Institute',
  'Education',
  'College',
  'Colleg',
  'Centre',
  'Center',
  'Coll',
];

/** `word` taken out of `text` as a subsequence (its letters in order), or null when absent. */
function withoutSubsequence(text: string, word: string): string | null {
  let matched = 0;
  let rest = '';
  for (const character of text) {
    if (matched < word.length && character === word[matched]) {
      matched += 1;
    } else {
      rest += character;
    }
  }
  return matched === word.length ? rest : null;
}

/**
 * A KEA code interleaved with a college-name word (`ScieGncMesRH` is `Sciences` and `GMRH`,
 * `HospitGaMl` is `Hospital` and `GM`): the word's letters taken out in order, when what is
 * left is a KEA code. A code as written is returned as it is; null when no word explains it.
 */
export function recoverKeaCode(text: string): { code: string; word: string | null } | null {
  const trimmed = text.trim();
  if (decodeKeaCategory(trimmed)) return { code: trimmed.toUpperCase(), word: null };
  for (const word of SPILL_WORDS) {
    const rest = withoutSubsequence(trimmed, word);
    if (rest !== null && rest !== '' && decodeKeaCategory(rest)) {
      return { code: rest.toUpperCase(), word };
    }
  }
  return null;
}
