export interface CodedLabel {
  code: string;
  label: string;
}

/** `NIMS(001) - NIZAM INSTITUTE OF MEDICAL SCIENCES, HYD` -> code `001` (with tag), label. */
export function parseCodedLabel(text: string): CodedLabel | null {
  const match = /^\s*([A-Za-z]*)\s*\(\s*(\d+)\s*\)\s*-\s*(.+?)\s*$/.exec(text);
  if (!match?.[2] || !match[3]) return null;
  return { code: `${match[1] ?? ''}(${match[2]})`, label: match[3] };
}

export interface SeatDetails {
  /** `Competent Authority` (CQ) or `Management Quota 1..3` (MQ1-3). */
  quota: string;
  /** The seat's category: OPEN, BC-A..BC-E, SC, ST, EWS, MIN, or the MQ tier; null when the code names none. */
  category: string | null;
  service: 'Non-Service' | 'In-Service' | null;
  region: 'Local' | 'Unreserved' | null;
  gender: 'General' | 'Female' | null;
  /** Extra flags (MRC, PHO, MSM, ...). */
  flags: string[];
  /** The phase in which the seat was allotted; null when the code names none. */
  phase: number | null;
  /** Tokens that are none of the above, as written: kept and reported, never guessed at. */
  unread: string[];
}

const CATEGORY_NAMES: Record<string, string> = {
  OPEN: 'Open',
  OC: 'Open',
  BCA: 'BC-A',
  BCB: 'BC-B',
  BCC: 'BC-C',
  BCD: 'BC-D',
  BCE: 'BC-E',
  SC: 'SC',
  ST: 'ST',
  EWS: 'EWS',
  MIN: 'Minority',
};

const SERVICES: Record<string, SeatDetails['service']> = { NS: 'Non-Service', S: 'In-Service' };
const REGIONS: Record<string, SeatDetails['region']> = { LOC: 'Local', UNR: 'Unreserved' };
const GENDERS: Record<string, SeatDetails['gender']> = { GEN: 'General', FEM: 'Female' };
/** Reservations and horizontal flags printed after the gender (PHO: persons with disability). */
const FLAGS = new Set(['MRC', 'PHO', 'MSM', 'NCC', 'CAP', 'SPT', 'SPORTS', 'AI', 'PWD', 'PH']);

/**
 * Decodes Telangana's `adm_details`, `NS-LOC-BCB-GEN-MRC-P2` (non-service, local, BC-B, general,
 * flag MRC, allotted in phase 2) or `MQ1-MSM-P3` (management quota tier 1): each token is read by
 * what it is, not where it stands, so codes without a region (`NS-OPEN-FEM-P1`, later years) and
 * combinations not seen before decode too. Returns null only when the text holds no token.
 */
export function decodeAdmDetails(text: string): SeatDetails | null {
  const tokens = joinSplitCategories(
    text
      .toUpperCase()
      .split(/[\s\-_/]+/)
      .filter((token) => token !== ''),
  );
  if (tokens.length === 0) return null;
  const seat: SeatDetails = {
    quota: 'Competent Authority',
    category: null,
    service: null,
    region: null,
    gender: null,
    flags: [],
    phase: null,
    unread: [],
  };
  for (const token of tokens) {
    const phase = /^(?:P|PH|PHASE)(\d{1,2})$/.exec(token)?.[1];
    const tier = /^MQ(\d)$/.exec(token)?.[1];
    if (phase !== undefined && seat.phase === null) seat.phase = Number(phase);
    else if (tier !== undefined && !seat.quota.startsWith('Management')) {
      seat.quota = `Management Quota ${tier}`;
      seat.category = token;
    } else if (token in SERVICES && seat.service === null) seat.service = SERVICES[token] ?? null;
    else if (token in REGIONS && seat.region === null) seat.region = REGIONS[token] ?? null;
    else if (token in GENDERS && seat.gender === null) seat.gender = GENDERS[token] ?? null;
    else if (token in CATEGORY_NAMES && seat.category === null) {
      seat.category = CATEGORY_NAMES[token] ?? null;
    } else if (FLAGS.has(token)) seat.flags.push(token);
    else seat.unread.push(token);
  }
  return seat;
}

/** `BC-A` split by the separator reads as `BC`, `A`: one category token again. */
function joinSplitCategories(tokens: string[]): string[] {
  const joined: string[] = [];
  for (const token of tokens) {
    const previous = joined.at(-1);
    if (previous === 'BC' && /^[A-E]$/.test(token)) joined[joined.length - 1] = `BC${token}`;
    else joined.push(token);
  }
  return joined;
}

/** A Telangana seat as it is stored: quota, category and the remark naming its phase and flags. */
export interface TelanganaSeat {
  quota: string;
  category: string;
  /** `Allotted in Phase 2 (MRC)`: the phase, then the flags and unread tokens as written. */
  remarks: string;
  unread: string[];
}

/**
 * Telangana's `adm_details` read into the seat SeatScope stores: a management seat's quota is
 * its tier and its category Open (Minority with MSM); any other seat's quota is its service and
 * region, its category the code's with Female and PwD added. Null when the text holds no token.
 */
export function readTelanganaSeat(admDetails: string): TelanganaSeat | null {
  const seat = decodeAdmDetails(admDetails);
  if (seat === null) return null;
  const isManagement = seat.quota.startsWith('Management');
  const service = seat.service === 'In-Service' ? 'In-Service' : 'Competent Authority';
  // Later years print no region token: the quota then names none rather than guess Local.
  const quota = isManagement
    ? seat.quota
    : seat.region === null
      ? service
      : `${service} (${seat.region})`;
  const minority = seat.flags.includes('MSM');
  const baseCategory = isManagement
    ? minority
      ? 'Minority'
      : 'Open'
    : (seat.category ?? 'Not stated');
  const category = [
    baseCategory,
    seat.gender === 'Female' ? 'Female' : null,
    seat.flags.includes('PHO') ? 'PwD' : null,
  ]
    .filter((part) => part !== null)
    .join(' ');
  const marks = [...seat.flags, ...seat.unread];
  const flags = marks.length > 0 ? ` (${marks.join(', ')})` : '';
  const phase = seat.phase === null ? 'Phase not stated' : `Allotted in Phase ${seat.phase}`;
  return { quota, category, remarks: `${phase}${flags}`, unread: seat.unread };
}
