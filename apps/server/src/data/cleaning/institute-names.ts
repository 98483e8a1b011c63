import { nameKey, nameWords } from './text';

/**
 * Words that say what kind of place an institute is, not which one, and titles a name may drop
 * (`Dr`, `Sri`): two names that differ only in these may still name one institute. Every other
 * word of two letters or more (a place, a person, a founder, a speciality such as "eye" or
 * "women") is distinctive (docs/decisions/0039-one-row-per-institute.md).
 */
const GENERIC_WORDS = new Set([
  'academy',
  'all',
  'autonomous',
  'center',
  'civil',
  'college',
  'colleges',
  'deemed',
  'dental',
  'dist',
  'district',
  'distt',
  'doctor',
  'education',
  'foundation',
  'general',
  'government',
  'graduate',
  'hospital',
  'hospitals',
  'india',
  'indian',
  'institute',
  'institutes',
  'institution',
  'limited',
  'ltd',
  'medical',
  'multispeciality',
  'multispecialty',
  'new',
  'pvt',
  'post',
  'private',
  'research',
  'sciences',
  'shree',
  'shri',
  'smt',
  'society',
  'speciality',
  'sri',
  'specialty',
  'state',
  'studies',
  'super',
  'teaching',
  'university',
]);

/** Small words that say nothing of which institute (`No:38`; `of`, `and`, `the` go earlier). */
const FILLER_WORDS = new Set(['a', 'an', 'at', 'by', 'for', 'in', 'no', 'on', 'to']);

/** A distinctive word as compared (`bengaluru`) and as the name wrote it (`bangalore`). */
interface WordForms {
  word: string;
  written: string;
}

function distinctiveForms(name: string): WordForms[] {
  const written = name
    .replace(/\([^)]*(\)|$)/g, ' ')
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^a-z]+/)
    .flatMap((raw) => nameWords(raw).map((word) => ({ word, written: raw })));
  const joined: WordForms[] = [];
  let initials = '';
  for (const forms of written) {
    if (forms.word.length === 1) {
      initials += forms.word;
      continue;
    }
    if (initials) joined.push({ word: initials, written: initials });
    initials = '';
    joined.push(forms);
  }
  if (initials) joined.push({ word: initials, written: initials });
  const distinct = new Map<string, WordForms>();
  for (const { word, written: raw } of joined) {
    if (word.length < 2 || GENERIC_WORDS.has(word) || FILLER_WORDS.has(word)) continue;
    const stem = word.length > 4 && word.endsWith('s') ? word.slice(0, -1) : word;
    if (!distinct.has(stem)) distinct.set(stem, { word: stem, written: raw });
  }
  return [...distinct.values()];
}

/**
 * The distinctive words of a name, lower case: abbreviations expanded (`Coll` -> `college`),
 * what stands in parentheses left out (who runs the place), runs of single letters joined
 * (`V R K` -> `vrk`), generic and filler words left out, a plural or possessive `s` dropped
 * (`Nizams` -> `nizam`).
 */
export function distinctiveWords(name: string): string[] {
  return distinctiveForms(name).map(({ word }) => word);
}

/** The last word of each name, of three letters or more: where a source cut a text short. */
function cutShortTails(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const last = name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length > 0)
      .at(-1);
    return last !== undefined && last.length >= 3 ? [last] : [];
  });
}

/** What a name is checked against: an institute's or a mention's names and where it is. */
export interface NameEvidence {
  /** Names as written (with word boundaries), for their distinctive words. */
  names: readonly string[];
  address: string | null;
  state: string | null;
  /** Other texts that name it (name keys, source texts), searched like names. */
  texts: readonly (string | null)[];
}

/**
 * Distinctive words that say what care a place gives or whom it serves, not which place it is:
 * `District Women Hospital` names one kind of hospital of every district, so it keeps no word
 * that could stand for a town it leaves out (docs/decisions/0050-a-place-the-other-name-leaves-out.md).
 */
const KIND_OF_CARE_WORDS = new Set([
  'cancer',
  'child',
  'children',
  'eye',
  'health',
  'heart',
  'maternity',
  'mental',
  'mother',
  'ortho',
  'trauma',
  'women',
]);

/**
 * A dental college (its names say `dental`), a medical one (`medical`, never `dental`), or
 * unknown: a name match never crosses from one to the other.
 */
export function disciplineOf(names: readonly string[]): 'dental' | 'medical' | null {
  if (names.some((name) => /\bdental\b/i.test(name))) return 'dental';
  return names.some((name) => /\bmedical\b/i.test(name)) ? 'medical' : null;
}

/** Whether a name keeps a distinctive word that says which place it is, not what care it gives. */
const namesWhichPlace = (name: string) =>
  distinctiveWords(name).some((word) => !KIND_OF_CARE_WORDS.has(word));

/** A side that says nothing of where it is beyond its state: no address, no place after a comma. */
const saysNoPlace = (side: NameEvidence) =>
  side.address === null && side.names.every((name) => !name.includes(','));

/** Texts as one string of their words' letters, towns under one name (`Mysore` -> `mysuru`). */
const lettersOf = (texts: readonly (string | null)[]) =>
  texts
    .filter((text): text is string => text !== null)
    .map((text) => nameKey(text))
    .join(' ');

/** How far two names agree: 0 not at all, up to 3 word for word (see `nameAgreement`). */
export type NameAgreement = 0 | 1 | 2 | 3;

/**
 * Whether two descriptions may name one institute, and how closely: each side has a name whose
 * every distinctive word occurs somewhere in the other side's names, texts, address or state, or
 * begins with the word a name of the other side ends on (a text cut short: `KVGMC, Dakshina
 * Kannad`) (3: word for word); or whose missing words are a place the name adds after a comma
 * that its own address or state names (2: `..., Jabalpur` with an address in Jabalpur may meet a
 * name that leaves the town out); or a place after a comma that the other side, saying nothing
 * of where it is, cannot contradict, as long as the name keeps a word before the comma that
 * says which place it is (1: `A J Institute of Dental Sciences, Mangalore` may meet `A J
 * Institute of Dental Sciences`; `Government Dental College, Bangalore` may not meet
 * `Government Dental College`, nor `District Women Hospital, Azamgarh` `District women
 * hospital`) (docs/decisions/0050-a-place-the-other-name-leaves-out.md). A word the other side
 * never mentions (`Shadan` against `Nizam`, `Suryapet` against a college in Nizamabad, `Women`)
 * stops the match (0), however alike the rest of the names are, and so does a dental college
 * against a medical one.
 */
export function nameAgreement(left: NameEvidence, right: NameEvidence): NameAgreement {
  const coverage = (side: NameEvidence, other: NameEvidence): NameAgreement => {
    const otherLetters = lettersOf([...other.names, other.address, other.state, ...other.texts]);
    const tails = cutShortTails(other.names);
    const ownPlaces = lettersOf([side.address, side.state]);
    const otherSaysNoPlace = saysNoPlace(other);
    let best: NameAgreement = 0;
    for (const name of side.names) {
      const comma = name.indexOf(',');
      const qualifiers = comma < 0 ? [] : distinctiveWords(name.slice(comma + 1));
      const missing = distinctiveForms(name)
        .filter(
          ({ word, written }) =>
            !otherLetters.includes(word) &&
            !tails.some((tail) => word.startsWith(tail) || written.startsWith(tail)),
        )
        .map(({ word }) => word);
      if (missing.length === 0) return 3;
      if (!missing.every((word) => qualifiers.includes(word))) continue;
      if (missing.every((word) => ownPlaces.includes(word))) best = 2;
      else if (best < 1 && otherSaysNoPlace && namesWhichPlace(name.slice(0, comma))) best = 1;
    }
    return best;
  };
  // `Dental` and `medical` are generic words, yet a dental college is never the medical college
  // of the same founder (`Vydehi Institute of Dental Sciences` and `... of Medical Sciences`).
  const [leftDiscipline, rightDiscipline] = [disciplineOf(left.names), disciplineOf(right.names)];
  if (leftDiscipline && rightDiscipline && leftDiscipline !== rightDiscipline) return 0;
  const leftCovered = coverage(left, right);
  const rightCovered = coverage(right, left);
  return leftCovered < rightCovered ? leftCovered : rightCovered;
}
