import { lettersKey, nameWords, plainWords, titleCaseIfShouting } from './text';

/** The one row of a university: its name, matching key, and state (null for a national body). */
export interface UniversityName {
  name: string;
  nameKey: string;
  state: string | null;
}

/** What kind of university a university is (docs/decisions/0058-institute-type-and-management.md). */
export type UniversityType =
  | 'National Board'
  | 'Deemed University'
  | 'Health Sciences University'
  | 'Institute of National Importance';

interface KnownUniversity {
  name: string;
  /** Null for a body that affiliates institutes all over India. */
  state: string | null;
  type: UniversityType | null;
  /** Tested on the letters of a text (lower case, everything else dropped). */
  letters: RegExp;
  /** Tested on each word of a text (lower case): the university's abbreviation. */
  words?: RegExp;
}

const HEALTH = 'Health Sciences University';
const DEEMED = 'Deemed University';

/**
 * Universities that MCC profiles write in many ways (abbreviations, misspellings, a town or a
 * date added, a former name): one row each, under the name given here, whatever the spelling
 * (docs/decisions/0039-one-row-per-institute.md, docs/decisions/0061-one-row-per-university.md).
 * A university written one way only needs no line.
 */
const KNOWN_UNIVERSITIES: readonly KnownUniversity[] = [
  {
    // "NBEMS 22 Feb 2022", "DNB Board", "Nationa Board of Examinations", "Nat Board",
    // "NationalBoardofExaminationNewDelhi...", "NBEMSJan2021", "Nbednb", "Nbmes", "Nabems",
    // "National Borad of Examinations", "N.B.E.M.S. dated".
    name: 'National Board of Examinations in Medical Sciences',
    state: null,
    type: 'National Board',
    letters: /nationa?l?bo?a?ra?d|natboard|nationalexaminationboard|^nbems/,
    words: /^(nbe|dnb)|^(nbms|nbmes|nabems)$/,
  },
  {
    // "Abvmu Lko", "Atal Bihari Bajpayee University Lucknow", "Atal vihari bajpai ...".
    name: 'Atal Bihari Vajpayee Medical University',
    state: 'Uttar Pradesh',
    type: HEALTH,
    letters: /atal[bv]ihari/,
    words: /^abvmu$/,
  },
  {
    name: 'Atal Medical and Research University',
    state: 'Himachal Pradesh',
    type: HEALTH,
    letters: /atalmedicalandresearch/,
    words: /^amru$/,
  },
  {
    // "MUHS Nashik", "muhs8sep2021", "Maharasthtra University of Health Sciences", "Maharshtra
    // University Sciences Nashik".
    name: 'Maharashtra University of Health Sciences',
    state: 'Maharashtra',
    type: HEALTH,
    letters: /^(the)?mahara?s[a-z]{0,3}trauniversit/,
    words: /^muhs$/,
  },
  {
    name: 'Kaloji Narayana Rao University of Health Sciences',
    state: 'Telangana',
    type: HEALTH,
    letters: /kaloji|^knruniversity/,
    words: /^knruhs$/,
  },
  {
    // Renamed Dr. YSR University of Health Sciences in 2022 and back in 2024.
    name: 'Dr. NTR University of Health Sciences',
    state: 'Andhra Pradesh',
    type: HEALTH,
    letters: /ntr(health)?univ|ntrhealth|ysruniv/,
    words: /^ntruhs$/,
  },
  {
    name: 'Rajiv Gandhi University of Health Sciences',
    state: 'Karnataka',
    type: HEALTH,
    letters: /ra[a-z]{0,3}gandhiuniversityofhealth/,
    words: /^rguhs$/,
  },
  {
    name: 'Rajasthan University of Health Sciences',
    state: 'Rajasthan',
    type: HEALTH,
    letters: /rajasthanuniversityofhealth/,
    words: /^ruhs$/,
  },
  {
    name: 'West Bengal University of Health Sciences',
    state: 'West Bengal',
    type: HEALTH,
    letters: /westbengaluniversityofhealth/,
    words: /^wbuhs$/,
  },
  {
    // "Dr MGR Univercity", "TAMILNADU DR MGR MEDICAL UNVERSITY",
    // "TheTamilNaduDrMGRMedicalUniversity3RDNOVEMBER2020"; never the deemed "Dr MGR Educational
    // and Research Institute".
    name: 'The Tamil Nadu Dr. M.G.R. Medical University',
    state: 'Tamil Nadu',
    type: HEALTH,
    letters: /mgr(medical)?uni?v/,
  },
  {
    name: 'Kerala University of Health Sciences',
    state: 'Kerala',
    type: HEALTH,
    letters: /keralauniv[a-z]*health/,
    words: /^kuhs$/,
  },
  {
    name: 'Odisha University of Health Sciences',
    state: 'Odisha',
    type: HEALTH,
    letters: /^odi[a-z]{2,4}universityofhealth/,
  },
  {
    name: 'Bihar University of Health Sciences',
    state: 'Bihar',
    type: HEALTH,
    letters: /biharuniv[a-z]*health/,
    words: /^buhs$/,
  },
  {
    name: 'Baba Farid University of Health Sciences',
    state: 'Punjab',
    type: HEALTH,
    letters: /babafarid/,
    words: /^bfuhs$/,
  },
  {
    // Its Hindi name: Madhya Pradesh Ayurvigyan Vishwavidyalaya.
    name: 'Madhya Pradesh Medical Science University',
    state: 'Madhya Pradesh',
    type: HEALTH,
    letters: /^(madhyapradesh|mp)?(medicalscience|ayurvigyan)univ/,
    words: /^mpmsu$/,
  },
  {
    // "PT. DDU MEMORIAL HEALTH SCIENCES &", "Pandit Deendayal Upadhyay Memorial ... Raipur",
    // "Pt.DEENDAYAL UPADHAYAY MEMORIAL AYUSH AND HEALTH SCIENCES UNIVERSITY".
    name: 'Pt. Deendayal Upadhyay Memorial Health Sciences and Ayush University of Chhattisgarh',
    state: 'Chhattisgarh',
    type: HEALTH,
    letters: /deendayalupad[a-z]{2,5}memorial|ddumemorial/,
  },
  {
    // "Pt BD Sharma Unicersity of Health Sciences Rohtak", "PT. B. D. SHARA UHS ROHTAK",
    // "UHS, Rohtak 2017".
    name: 'Pt. B.D. Sharma University of Health Sciences',
    state: 'Haryana',
    type: HEALTH,
    letters: /bdshar?m?a(uni|uhs)|^uhsrohtak/,
  },
  {
    name: 'Srimanta Sankaradeva University of Health Sciences',
    state: 'Assam',
    type: HEALTH,
    letters: /srimantasankaradeva/,
  },
  {
    name: 'Hemwati Nandan Bahuguna Uttarakhand Medical Education University',
    state: 'Uttarakhand',
    type: HEALTH,
    letters: /hemwatinandan/,
    words: /^hnbumu$/,
  },
  {
    name: 'University of Kashmir',
    state: 'Jammu and Kashmir',
    type: null,
    letters: /^(kashmiruniversity|universityofkashmir)/,
  },
  {
    name: 'University of Delhi',
    state: 'Delhi (NCT)',
    type: null,
    letters: /^(delhiuniversity|universityofdelhi)/,
  },
  {
    name: 'University of Jammu',
    state: 'Jammu and Kashmir',
    type: null,
    letters: /^(jammuuniversity|universityofjammu)/,
  },
  {
    // "NIZAMS INSTITUTE OF MEDICAL SCIENCES PANJAGUTTA HYDERABAD A University Established Under
    // State Act (No ...)": the institute is its own university.
    name: "Nizam's Institute of Medical Sciences",
    state: 'Telangana',
    type: HEALTH,
    letters: /^nizamsinstituteofmedicalsciences/,
  },
  {
    name: 'Homi Bhabha National Institute',
    state: 'Maharashtra',
    type: DEEMED,
    letters: /homibhabha/,
    words: /^hbni$/,
  },
  {
    name: 'Veer Narmad South Gujarat University',
    state: 'Gujarat',
    type: null,
    letters: /veernarmada?southgujarat/,
    words: /^vnsgu$/,
  },
  {
    name: 'Hemchandracharya North Gujarat University',
    state: 'Gujarat',
    type: null,
    letters: /hemchandra/,
    words: /^hngu$/,
  },
  {
    name: 'Santosh Deemed to be University',
    state: 'Uttar Pradesh',
    type: DEEMED,
    letters: /^santoshdeemed/,
  },
  {
    name: "Siksha 'O' Anusandhan (Deemed to be University)",
    state: 'Odisha',
    type: DEEMED,
    letters: /^sikshaoanusandhan/,
  },
  {
    name: "Vinayaka Mission's Research Foundation (Deemed to be University)",
    state: 'Tamil Nadu',
    type: DEEMED,
    letters: /^vinayakamission/,
  },
  {
    // "A constituent unit of Manipal Academy Of Higher Education with effective from 1st June 1993".
    name: 'Manipal Academy of Higher Education',
    state: 'Karnataka',
    type: DEEMED,
    letters: /manipalacademyofhighereducation/,
  },
  {
    name: 'Malla Reddy Vishwavidyapeeth',
    state: 'Telangana',
    type: DEEMED,
    letters: /mallareddyvishwavidyapeeth/,
  },
  {
    name: 'Manipur University',
    state: 'Manipur',
    type: null,
    letters: /^manipuruniversity/,
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
 * a placeholder (`Not Applicable`, `Notapplicable`, `None`, `Nill`, `XXX`) or a regulator or
 * counselling body (`MCI`, `NMC`, `MCC`).
 */
const NO_UNIVERSITY = /^(na|n\/a|nil+|none|not ?applicable|not available|x+|mci|nmc|mcc)$/i;

/** Words only a university's name has. */
const UNIVERSITY_WORDS =
  /univ|unversity|vidyapee?th|vishwavidyalaya|academy|deemed|higher education/i;

/**
 * An institute that is a university of its own and is named without a university word: an
 * institute of medical (or other) sciences established as a university by an act (`Sri
 * Venkateswara Institute of Medical Sciences, Tirupati`, `Institute of Liver and Biliary
 * Sciences`), a national institute, or an institute of national importance by its abbreviation
 * (`AIIMS Bhopal`).
 */
const OWN_UNIVERSITY = /institute of .*scien|national institute|\b(aiims|jipmer|pgimer|nimhans)\b/i;

/**
 * A text that says the institute is its own university (`Itself University 2002` in King George's
 * Medical University's profile) rather than naming one.
 */
const ITSELF = /^(it ?self|self)\b/i;

/** Words that say what kind a university is without naming one (`Deemed to be University`). */
const GENERIC_WORDS = new Set(['the', 'a', 'of', 'deemed', 'to', 'be', 'university', 'it', 'self']);

/**
 * What a text names where it names a place or body that affiliates nothing, and no university
 * word says otherwise: a hospital or company (the DNB hospital itself, `Kauvery Hospital`,
 * `Prakash Netra Kendr PVT LTD`), a medical college (`GMC Srinagar`), a government or its health
 * service (`Govt of NCT Delhi`, `Director of Health Service`, `DGHS July 2022`), or a council,
 * committee or board that is no examining body (`ICMR`, `Railway Board`, `National Medical
 * Council`, `Medical Counselling Committee (MCC), DGHS, ...`).
 */
const NOT_A_UNIVERSITY =
  /hospital|clinic|care cent|health ?care|health city|\b(ltd|pvt|limited|psu)\b|\b(gov|govt|government)\b|director|\bdghs\b|\bicmr\b|council|committee|railway board|medical college|\bgmc\b/i;

/**
 * The university a profile's text names: a university of the table above, the institute itself
 * (`ownName`) where the text says so, or the text itself keyed by its words without the dates
 * profiles add (`University of Jammu 10 Dec 2019` is `University of Jammu`); null where the text
 * names none: a placeholder, a regulator, a date, a hospital or a person (`Sheetal Dolas`, the
 * contact a DNB hospital's profile gives), which no university word names.
 */
export function universityOf(
  text: string,
  state: string | null,
  ownName: string | null = null,
): UniversityName | null {
  if (ITSELF.test(text.trim())) return ownName === null ? null : universityOf(ownName, state);
  const letters = lettersKey(text);
  const words = plainWords(text);
  const known = KNOWN_UNIVERSITIES.find(
    (candidate) =>
      candidate.letters.test(letters) || words.some((word) => candidate.words?.test(word) ?? false),
  );
  if (known) return { name: known.name, nameKey: keyOf(known.name), state: known.state };
  const nameKey = keyOf(text);
  if (nameKey === '' || NO_UNIVERSITY.test(text.trim().replace(/[.\s]+$/, ''))) return null;
  const namesOne =
    UNIVERSITY_WORDS.test(text) || (OWN_UNIVERSITY.test(text) && !NOT_A_UNIVERSITY.test(text));
  if (!namesOne) return null;
  if (words.every((word) => GENERIC_WORDS.has(word) || MONTHS.has(word))) return null;
  return { name: withoutDates(titleCaseIfShouting(text)), nameKey, state };
}

/** A month of MONTHS as a word of a display name (`Dt:Sept 2024`, `13th January2003`). */
const MONTH_WORD = new RegExp(
  String.raw`\b(${[...MONTHS].sort((a, b) => b.length - a.length).join('|')})\.?(?![a-z])`,
  'gi',
);

/**
 * A university's name as shown: without the affiliation date profiles add (`North Eastern Hill
 * University, 7th July, 2009`, `Mizoram University, Dt:Sept 2024`, `Rajiv Gandhi University
 * wef`), as its key already is.
 */
function withoutDates(text: string): string {
  return text
    .replace(/\b(dated?|dt|since|w\.?\s?e\.?\s?f\.?|established on)(?![a-z])[:.]?/gi, ' ')
    .replace(MONTH_WORD, ' ')
    .replace(/\b\d{1,2}(st|nd|rd|th)?\b/gi, ' ')
    .replace(/(?<![a-z])(19|20)\d{2}(?!\d)/gi, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s,./:&(-]+$/, '')
    .trim();
}

/**
 * A university's type from its name and the management of the institutes it affiliates: that of
 * the table above; else a deemed university (its name says so, or it affiliates a deemed
 * university's college); a state's university of health or medical sciences (its name says so);
 * an institute of national importance that is its own university (every institute it affiliates
 * is one). Otherwise unknown.
 */
export function universityTypeOf(
  name: string,
  managements: readonly (string | null)[],
): UniversityType | null {
  const known = KNOWN_UNIVERSITIES.find((university) => university.name === name)?.type;
  if (known) return known;
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
