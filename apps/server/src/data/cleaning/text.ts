/** Letters only, lower case, accents dropped: blind to the spaces PDF extraction breaks words with. */
export function lettersKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** The words of a text as written, lower case, letters only (no abbreviation expanded). */
export function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0);
}

// Abbreviations the sources use interchangeably with the full word.
const WORD_SYNONYMS: Record<string, string> = {
  govt: 'government',
  goverment: 'government',
  gov: 'government',
  med: 'medical',
  medl: 'medical',
  coll: 'college',
  clg: 'college',
  collge: 'college',
  inst: 'institute',
  instt: 'institute',
  hosp: 'hospital',
  hosptal: 'hospital',
  hyd: 'hyderabad',
  sci: 'sciences',
  science: 'sciences',
  univ: 'university',
  res: 'research',
  centre: 'center',
  dr: 'doctor',
  sce: 'sciences',
  // Towns under their old and new names: one name for both.
  bangalore: 'bengaluru',
  blr: 'bengaluru',
  belgaum: 'belagavi',
  bellary: 'ballari',
  bijapur: 'vijayapura',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  calicut: 'kozhikode',
  cochin: 'kochi',
  gulbarga: 'kalaburagi',
  gurgaon: 'gurugram',
  hubli: 'hubballi',
  madras: 'chennai',
  mangalore: 'mangaluru',
  mysore: 'mysuru',
  shimoga: 'shivamogga',
  trivandrum: 'thiruvananthapuram',
  tumkur: 'tumakuru',
  st: 'saint',
  and: '',
  the: '',
  of: '',
};

/**
 * The words of a name, lower case, with common abbreviations expanded and filler words dropped
 * (`Govt Med Coll, Suryapet` -> government, medical, college, suryapet).
 */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z]+/)
    .map((word) => WORD_SYNONYMS[word] ?? word)
    .filter((word) => word.length > 0);
}

/**
 * Key that matches one institute (or university) name across files: words with common
 * abbreviations expanded, filler words dropped, then letters only.
 */
export function nameKey(name: string): string {
  return nameWords(name).join('');
}

/** Collapses runs of white space and trims stray separators. */
export function tidySpaces(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.)])/g, '$1')
    .replace(/,(?=[^\s\d])/g, ', ')
    .replace(/\(\s+/g, '(')
    .replace(/^[\s,;-]+|[\s,;-]+$/g, '');
}

const SMALL_WORDS = new Set(['of', 'and', 'the', 'in', 'at', 'for', 'on', 'to', 'by']);
// Acronyms that must stay upper case when an ALL-CAPS name is title-cased.
const ACRONYMS = new Set([
  'AIIMS',
  'ESI',
  'ESIC',
  'PGIMER',
  'PGIMS',
  'PGIMSR',
  'JIPMER',
  'NIMS',
  'NIMHANS',
  'KEM',
  'SMS',
  'GMC',
  'GMERS',
  'SGPGI',
  'SVIMS',
  'IGIMS',
  'IPGMER',
  'RIMS',
  'KIMS',
  'JSS',
  'MGM',
  'CMC',
  'SRM',
  'KMC',
  'NRI',
  'ENT',
  'MD',
  'MS',
  'DNB',
  'DM',
  'MBBS',
  'BDS',
  'ICMR',
  'NHL',
  'LTMG',
  'BJ',
  'TN',
  'AP',
  'UP',
  'MP',
  'II',
  'III',
  'IV',
]);

function titleWord(word: string, first: boolean): string {
  const bare = word.replace(/[^A-Za-z]/g, '');
  if (ACRONYMS.has(bare.toUpperCase())) return word.toUpperCase();
  // Initials and dotted abbreviations (B.J., A.P.) and vowel-less tokens read as acronyms.
  if (/^([A-Za-z]\.)+[A-Za-z]?\.?$/.test(word) || (bare.length > 1 && !/[aeiouyAEIOUY]/.test(bare)))
    return word.toUpperCase();
  const lower = word.toLowerCase();
  if (!first && SMALL_WORDS.has(lower)) return lower;
  return lower.replace(
    /(^|[^a-z'])([a-z])/g,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** Title case for names the source wrote in capitals; mixed-case names are left as written. */
export function titleCaseIfShouting(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, '');
  const upper = letters.replace(/[^A-Z]/g, '').length;
  if (letters.length === 0 || upper / letters.length < 0.8) return text;
  return text
    .split(' ')
    .map((word, index) => titleWord(word, index === 0))
    .join(' ');
}

// Words so common in institute names that they anchor the repair even in a small file.
const BASE_VOCABULARY = [
  'medical',
  'college',
  'hospital',
  'institute',
  'sciences',
  'science',
  'government',
  'research',
  'university',
  'postgraduate',
  'graduate',
  'health',
  'memorial',
  'dental',
  'centre',
  'center',
  'district',
  'general',
  'super',
  'speciality',
  'specialty',
  'multispeciality',
  'national',
  'regional',
  'academy',
  'foundation',
  'trust',
  'charitable',
  'society',
  'education',
  'kolkata',
  'mumbai',
  'delhi',
  'chennai',
  'bangalore',
  'bengaluru',
  'hyderabad',
  'lucknow',
  'jaipur',
  'patna',
  'karnataka',
  'maharashtra',
  'rajasthan',
  'kerala',
  'gujarat',
  'telangana',
  'pradesh',
  'bengal',
];

/** Word frequencies over many names, used to tell a broken word (`COLLEG E`) from two words. */
export class WordVocabulary {
  private readonly counts = new Map<string, number>();

  constructor(texts: Iterable<string> = []) {
    for (const word of BASE_VOCABULARY) this.counts.set(word, 1000);
    for (const text of texts) this.add(text);
  }

  add(text: string): void {
    for (const word of text.toLowerCase().split(/[^a-z]+/)) {
      if (word.length > 0) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
    }
  }

  count(word: string): number {
    return this.counts.get(word.toLowerCase()) ?? 0;
  }
}

/**
 * Breaks PDF extraction makes in words too rare in names for the vocabulary to mend, as the
 * MCC allotment lists spell them ("Supersp eciality Hospital"): each piece pair is joined
 * wherever it stands as two whole words, in any case.
 */
const KNOWN_BREAKS: readonly (readonly [string, string])[] = [
  ['supersp', 'eciality'],
  ['superspe', 'ciality'],
  ['multispec', 'iality'],
  ['researc', 'h'],
];

const KNOWN_BREAK_PATTERN = new RegExp(
  `\\b(${KNOWN_BREAKS.map(([left, right]) => `${left} ${right}`).join('|')})\\b`,
  'gi',
);

/** Joins the pieces of KNOWN_BREAKS, keeping the source's letter case. */
export function mendKnownBreaks(text: string): string {
  return text.replace(KNOWN_BREAK_PATTERN, (broken) => broken.replace(' ', ''));
}

/**
 * Joins words that PDF extraction split (`MEDICA L COLLEG E, KOLKAT A` -> `MEDICAL COLLEGE,
 * KOLKATA`): two neighbouring pieces are joined when the joined word is more common than
 * either piece on its own.
 */
export function repairBrokenWords(text: string, vocabulary: WordVocabulary): string {
  // Work on words separated by single spaces; separators (commas, dots) stay where they are.
  const parts = mendKnownBreaks(text).split(' ');
  const joined: string[] = [];
  for (const part of parts) {
    const last = joined.at(-1);
    if (last !== undefined && shouldJoin(last, part, vocabulary)) {
      joined[joined.length - 1] = last + part;
    } else {
      joined.push(part);
    }
  }
  return joined.join(' ');
}

function shouldJoin(left: string, right: string, vocabulary: WordVocabulary): boolean {
  // Only letters touch across the break: "KOLKAT" + "A," joins, "Hospital," + "Delhi" does not.
  const leftWord = /([A-Za-z]+)$/.exec(left)?.[1];
  const rightWord = /^([A-Za-z]+)/.exec(right)?.[1];
  if (leftWord === undefined || rightWord === undefined) return false;
  if (leftWord.length !== left.replace(/^[^A-Za-z]+/, '').length) return false;
  const combined = leftWord + rightWord;
  const combinedCount = vocabulary.count(combined);
  if (combinedCount < 2) return false;
  // A piece of one or two letters is rarely a word of its own in a name ("KOLKAT A", "L ady").
  const beatsLeft = leftWord.length <= 2 || combinedCount > vocabulary.count(leftWord);
  const beatsRight = rightWord.length <= 2 || combinedCount > vocabulary.count(rightWord);
  return beatsLeft && beatsRight;
}
