import { AYUSH_DEGREES } from './courses';

/**
 * An institute's type and management, from what the sources say about it
 * (docs/decisions/0058-institute-type-and-management.md): no source states them, but its name,
 * the quotas its seats were allotted under and the courses it teaches do, for many institutes.
 * Where nothing says, both stay unknown: a guess would be worse than "N/A" on a page a candidate
 * chooses a college from.
 */

/** Who runs an institute. */
export type InstituteManagement = 'Central' | 'AFMS' | 'ESIC' | 'Deemed' | 'Government' | 'Private';

/** What kind of place an institute is, from the courses it teaches. */
export type InstituteType =
  'Medical College' | 'Dental College' | 'AYUSH College' | 'Nursing College' | 'DNB Hospital';

export interface InstituteEvidence {
  name: string;
  /** The counsellings and quotas its seats were allotted under. */
  seats: readonly { counsellingId: string; quota: string }[];
  /** The degree types of the courses it teaches (allotments, closing ranks, fees). */
  degreeTypes: readonly string[];
}

/**
 * Management, the first that applies. Names that say it (`Government Medical College`, `AIIMS`,
 * `ESIC`, a command or base hospital of the armed forces); the Institutes of National Importance
 * INI-CET allots; a deemed university's own quota in MCC's lists (`Management/Paid Seats
 * Quota`, `Deemed/Paid Seats Quota`); a private college's quota in a state's lists (Telangana's
 * management quotas, KEA's private seats, whose codes say "private college").
 */
export function managementOf(evidence: InstituteEvidence): InstituteManagement | null {
  const { name, seats } = evidence;
  if (
    /\b(armed forces|command hospital|air force hospital|army hospital|military hospital|base hospital|naval|inhs)\b/i.test(
      name,
    )
  ) {
    return 'AFMS';
  }
  if (
    /\b(aiims|jipmer)\b|all india institute of medical sciences/i.test(name) ||
    seats.some((seat) => seat.counsellingId === 'inicet-pg')
  ) {
    return 'Central';
  }
  if (/\besic?\b|employees'? state insurance/i.test(name)) return 'ESIC';
  const quotaSays = (counselling: RegExp, quota: RegExp) =>
    seats.some((seat) => counselling.test(seat.counsellingId) && quota.test(seat.quota));
  if (quotaSays(/^mcc-/, /^(management|deemed)\/paid seats quota$/i)) return 'Deemed';
  if (/\b(govt|government)\b/i.test(name)) return 'Government';
  if (
    quotaSays(/^telangana-/, /^management quota/i) ||
    quotaSays(/^karnataka-/, /^(private|management)\b/i)
  ) {
    return 'Private';
  }
  return null;
}

const MEDICAL_DEGREES = new Set(['MBBS', 'MD', 'MS', 'DM', 'MCh', 'MPH']);
const DENTAL_DEGREES = new Set(['BDS', 'MDS']);
const AYUSH_COLLEGE_DEGREES = new Set<string>(AYUSH_DEGREES);
// Some lists write the National Board's diploma as a plain "Diploma": it says nothing either way.
const NBE_DEGREES = new Set(['DNB', 'DrNB', 'DNB Diploma', 'Diploma']);

/**
 * Type, from the courses it teaches: a medical college teaches MBBS or a university's MD, MS,
 * DM or MCh; a dental college only BDS and MDS; an AYUSH college only AYUSH degrees; a
 * nursing college only nursing; a hospital that teaches only the National Board's DNB, DrNB and
 * diploma courses is a DNB hospital, unless its name says it is a medical college (a medical college's
 * own MD seats may be in a state's lists the data does not hold).
 */
export function instituteTypeOf(evidence: InstituteEvidence): InstituteType | null {
  const degrees = new Set(evidence.degreeTypes.filter((degree) => degree !== 'Not stated'));
  const some = (kinds: ReadonlySet<string>) => [...degrees].some((degree) => kinds.has(degree));
  const only = (kinds: ReadonlySet<string>) =>
    degrees.size > 0 && [...degrees].every((degree) => kinds.has(degree));
  if (some(MEDICAL_DEGREES)) return 'Medical College';
  if (only(DENTAL_DEGREES)) return 'Dental College';
  if (only(AYUSH_COLLEGE_DEGREES)) return 'AYUSH College';
  if (only(new Set(['B.Sc Nursing']))) return 'Nursing College';
  if (only(NBE_DEGREES)) {
    return /\bmedical college\b|institute of medical sciences/i.test(evidence.name)
      ? 'Medical College'
      : 'DNB Hospital';
  }
  return null;
}
