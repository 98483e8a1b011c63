import { nameWords, titleCaseIfShouting } from './text';

/** The one row of a university: its name, matching key, and state (null for a national body). */
export interface UniversityName {
  name: string;
  nameKey: string;
  state: string | null;
}

/**
 * Bodies that affiliate institutes all over India, each with the many ways MCC profiles write
 * it: one university row each, whatever the spelling, date or state
 * (docs/decisions/0039-one-row-per-institute.md). Tested on the letters of the name (lower case,
 * spaces dropped) and on its words.
 */
const NATIONAL_BODIES: readonly {
  name: string;
  letters: RegExp;
  words: (word: string) => boolean;
}[] = [
  {
    // "National Board of Examinations in Medical Sciences", "NBEMS 22 Feb 2022", "DNB Board",
    // "Nationa Board of Examinations", "Nat Board", "NationalBoardofExaminationNewDelhi...",
    // "NBEMSJan2021", "Nbednb", "Nbmes", "Nabems".
    name: 'National Board of Examinations in Medical Sciences',
    letters: /nationa?l?board|natboard|nationalexaminationboard/,
    words: (word) => /^(nbe|dnb)/.test(word) || /^(nbms|nbmes|nabems)$/.test(word),
  },
];

const MONTHS = new Set(
  [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ].flatMap((month) => [month, month.slice(0, 3), month.slice(0, 4)]),
);
/** Words that date an affiliation rather than name the university. */
const DATE_WORDS = new Set(['dated', 'date', 'since', 'dt', 'wef']);

/**
 * What profiles write where no university affiliates the institute, or name a body that is none:
 * a placeholder (`Not Applicable`, `None`, `Nill`, `XXX`) or a regulator or counselling body
 * (`MCI`, `NMC`, `MCC`).
 */
const NO_UNIVERSITY = /^(na|n\/a|nil+|none|not applicable|not available|x+|mci|nmc|mcc)$/i;

/**
 * The university a profile's text names: a national body of the alias table, or the text itself
 * keyed by its words without the dates profiles add (`University of Jammu 10 Dec 2019` is
 * `University of Jammu`); null where the text names none (a placeholder, a regulator, a date).
 */
export function universityOf(text: string, state: string | null): UniversityName | null {
  const lower = text.toLowerCase();
  const letters = lower.replace(/[^a-z]/g, '');
  const words = lower.split(/[^a-z]+/).filter((word) => word.length > 0);
  const body = NATIONAL_BODIES.find(
    (candidate) => candidate.letters.test(letters) || words.some(candidate.words),
  );
  if (body) return { name: body.name, nameKey: keyOf(body.name), state: null };
  const nameKey = keyOf(text);
  if (nameKey === '' || NO_UNIVERSITY.test(text.trim().replace(/[.\s]+$/, ''))) return null;
  return { name: titleCaseIfShouting(text), nameKey, state };
}

/** What kind of university a university is (docs/decisions/0058-institute-type-and-management.md). */
export type UniversityType =
  | 'National Board'
  | 'Deemed University'
  | 'Health Sciences University'
  | 'Institute of National Importance';

/**
 * A university's type from its name and the management of the institutes it affiliates: the
 * national body; a deemed university (its name says so, or it affiliates a deemed university's
 * college); a state's university of health or medical sciences (its name says so); an institute
 * of national importance that is its own university (every institute it affiliates is one).
 * Otherwise unknown.
 */
export function universityTypeOf(
  name: string,
  managements: readonly (string | null)[],
): UniversityType | null {
  if (NATIONAL_BODIES.some((body) => body.name === name)) return 'National Board';
  if (/\bdeemed\b/i.test(name) || managements.includes('Deemed')) return 'Deemed University';
  if (
    /health sciences?|medical (sciences? )?university|university of medical sciences/i.test(name)
  ) {
    return 'Health Sciences University';
  }
  if (managements.length > 0 && managements.every((management) => management === 'Central')) {
    return 'Institute of National Importance';
  }
  return null;
}

function keyOf(text: string): string {
  return nameWords(text.replace(/\d+(st|nd|rd|th)?\b/gi, ' '))
    .filter((word) => !MONTHS.has(word) && !DATE_WORDS.has(word))
    .join('');
}
