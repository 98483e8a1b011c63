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
    // "NBEMSJan2021", "Nbednb".
    name: 'National Board of Examinations in Medical Sciences',
    letters: /nationa?l?board|natboard|nationalexaminationboard/,
    words: (word) => /^(nbe|dnb)/.test(word),
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
 * The university a profile's text names: a national body of the alias table, or the text itself
 * keyed by its words without the dates profiles add (`University of Jammu 10 Dec 2019` is
 * `University of Jammu`).
 */
export function universityOf(text: string, state: string | null): UniversityName {
  const lower = text.toLowerCase();
  const letters = lower.replace(/[^a-z]/g, '');
  const words = lower.split(/[^a-z]+/).filter((word) => word.length > 0);
  const body = NATIONAL_BODIES.find(
    (candidate) => candidate.letters.test(letters) || words.some(candidate.words),
  );
  if (body) return { name: body.name, nameKey: keyOf(body.name), state: null };
  return { name: titleCaseIfShouting(text), nameKey: keyOf(text) || letters, state };
}

function keyOf(text: string): string {
  return nameWords(text.replace(/\d+(st|nd|rd|th)?\b/gi, ' '))
    .filter((word) => !MONTHS.has(word) && !DATE_WORDS.has(word))
    .join('');
}
