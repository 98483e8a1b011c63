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
  /** The seat's category: OPEN, BC-A..BC-E, SC, ST, EWS, MIN, or the MQ tier. */
  category: string;
  service: 'Non-Service' | 'In-Service' | null;
  region: 'Local' | 'Unreserved' | null;
  gender: 'General' | 'Female' | null;
  /** Extra flags (MRC, PHO, MSM, ...). */
  flags: string[];
  /** The phase in which the seat was allotted. */
  phase: number;
}

const CATEGORY_NAMES: Record<string, string> = {
  OPEN: 'Open',
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

/**
 * Decodes Telangana's `adm_details`: `NS-LOC-BCB-GEN-MRC-P2` (non-service, local, BC-B,
 * general, flag MRC, allotted in phase 2) or `MQ1-MSM-P3` (management quota tier 1).
 * Returns null when the text does not follow either form.
 */
export function decodeAdmDetails(text: string): SeatDetails | null {
  const parts = text.trim().toUpperCase().split('-');
  const phasePart = parts.at(-1);
  const phaseMatch = phasePart === undefined ? null : /^P(\d)$/.exec(phasePart);
  if (!phaseMatch?.[1]) return null;
  const phase = Number(phaseMatch[1]);
  const head = parts.slice(0, -1);
  const first = head[0];
  if (first !== undefined && /^MQ\d$/.test(first)) {
    return {
      quota: `Management Quota ${first.slice(2)}`,
      category: first,
      service: null,
      region: null,
      gender: null,
      flags: head.slice(1),
      phase,
    };
  }
  const [service, region, category, gender, ...flags] = head;
  if (service !== 'NS' && service !== 'S') return null;
  if (region !== 'LOC' && region !== 'UNR') return null;
  const categoryName = category === undefined ? undefined : CATEGORY_NAMES[category];
  if (categoryName === undefined) return null;
  if (gender !== 'GEN' && gender !== 'FEM') return null;
  return {
    quota: 'Competent Authority',
    category: categoryName,
    service: service === 'NS' ? 'Non-Service' : 'In-Service',
    region: region === 'LOC' ? 'Local' : 'Unreserved',
    gender: gender === 'GEN' ? 'General' : 'Female',
    flags,
    phase,
  };
}
