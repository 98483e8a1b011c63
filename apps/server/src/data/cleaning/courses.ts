import { lettersKey, tidySpaces, titleCaseIfShouting } from './text';

export type CourseLevel = 'PG' | 'UG' | 'SS';
export type ClinicalType = 'Clinical' | 'Para-Clinical' | 'Pre-Clinical';

interface Subject {
  name: string;
  /** The degree MD/MS-family courses of this subject lead to. */
  degree: 'MD' | 'MS';
  clinicalType: ClinicalType;
  /** Other spellings, as letters-only keys. */
  aliases: string[];
}

// PG broad specialities: one entry per subject, whatever the file calls it.
const SUBJECTS: Subject[] = [
  {
    name: 'Anaesthesiology',
    degree: 'MD',
    clinicalType: 'Clinical',
    aliases: ['anaesthesia', 'anesthesiology', 'anaes', 'anes'],
  },
  { name: 'Anatomy', degree: 'MD', clinicalType: 'Pre-Clinical', aliases: ['anato'] },
  { name: 'Biochemistry', degree: 'MD', clinicalType: 'Pre-Clinical', aliases: ['bio', 'biochem'] },
  { name: 'Physiology', degree: 'MD', clinicalType: 'Pre-Clinical', aliases: ['physi'] },
  {
    name: 'Pathology',
    degree: 'MD',
    clinicalType: 'Para-Clinical',
    aliases: ['path', 'clinicalpathology'],
  },
  { name: 'Microbiology', degree: 'MD', clinicalType: 'Para-Clinical', aliases: ['micro'] },
  { name: 'Pharmacology', degree: 'MD', clinicalType: 'Para-Clinical', aliases: ['pharma'] },
  {
    name: 'Forensic Medicine',
    degree: 'MD',
    clinicalType: 'Para-Clinical',
    aliases: ['fm', 'forensicmedicineandtoxicology'],
  },
  {
    name: 'Community Medicine',
    degree: 'MD',
    clinicalType: 'Para-Clinical',
    aliases: [
      'spm',
      'socialandpreventivemedicine',
      'socialpreventivemedicine',
      'preventiveandsocialmedicine',
      'psm',
    ],
  },
  { name: 'General Medicine', degree: 'MD', clinicalType: 'Clinical', aliases: ['gm', 'medicine'] },
  { name: 'General Surgery', degree: 'MS', clinicalType: 'Clinical', aliases: ['gs', 'surgery'] },
  {
    name: 'Obstetrics and Gynaecology',
    degree: 'MS',
    clinicalType: 'Clinical',
    aliases: [
      'obg',
      'obgy',
      'obstetricsgynaecology',
      'obstetricsandgynecology',
      'obstetricsgynecology',
    ],
  },
  {
    name: 'Paediatrics',
    degree: 'MD',
    clinicalType: 'Clinical',
    aliases: ['paed', 'pediatrics', 'childhealth'],
  },
  {
    name: 'Orthopaedics',
    degree: 'MS',
    clinicalType: 'Clinical',
    aliases: ['ortho', 'orthopedics', 'orthopedicssurgery'],
  },
  {
    name: 'Ophthalmology',
    degree: 'MS',
    clinicalType: 'Clinical',
    aliases: ['opthal', 'opthalmology', 'ophthal', 'doms'],
  },
  {
    name: 'ENT',
    degree: 'MS',
    clinicalType: 'Clinical',
    aliases: ['ent', 'otorhinolaryngology', 'otorhinolaryngologyent'],
  },
  {
    name: 'Dermatology, Venereology and Leprosy',
    degree: 'MD',
    clinicalType: 'Clinical',
    aliases: [
      'dermatology',
      'dvl',
      'dermatologyvenereologyandleprosy',
      'dermatologyvenereologyleprosy',
      'dermatologyandvenereology',
      'dermatologyvenereology',
      'dermvenedleprosydermatologyskinandvenerealdiseasesvenereology',
      'dermveneandleprosydermatologyskinandvenerealdiseasesvenereology',
      'dermvenedleprosy',
    ],
  },
  {
    name: 'Psychiatry',
    degree: 'MD',
    clinicalType: 'Clinical',
    aliases: ['psy', 'psychologicalmedicine', 'dpm'],
  },
  {
    name: 'Radiodiagnosis',
    degree: 'MD',
    clinicalType: 'Clinical',
    aliases: ['rd', 'radiodiagnosis', 'radiology', 'medicalradiodiagnosis'],
  },
  {
    name: 'Radiation Oncology',
    degree: 'MD',
    clinicalType: 'Clinical',
    aliases: ['rt', 'radiotherapy', 'radiationmedicine', 'medicalradiotherapy'],
  },
  {
    name: 'Respiratory Medicine',
    degree: 'MD',
    clinicalType: 'Clinical',
    aliases: [
      'pm',
      'pulmonarymedicine',
      'tuberculosisandrespiratorydiseases',
      'tuberculosisrespiratorydiseases',
      'respiratorydiseases',
      'tuberculosisandchestdiseases',
      'tuberculosischestdiseases',
      'dtcd',
      'chestdiseases',
      // INI-CET: Tuberculosis and Respiratory Diseases.
      'tbrd',
    ],
  },
  { name: 'Emergency Medicine', degree: 'MD', clinicalType: 'Clinical', aliases: ['em'] },
  { name: 'Family Medicine', degree: 'MD', clinicalType: 'Clinical', aliases: [] },
  { name: 'Geriatrics', degree: 'MD', clinicalType: 'Clinical', aliases: ['geriatricmedicine'] },
  {
    name: 'Hospital Administration',
    degree: 'MD',
    clinicalType: 'Para-Clinical',
    aliases: ['ha', 'healthadministration', 'healthadministrationincludinghospitaladministration'],
  },
  { name: 'Nuclear Medicine', degree: 'MD', clinicalType: 'Clinical', aliases: [] },
  { name: 'Palliative Medicine', degree: 'MD', clinicalType: 'Clinical', aliases: [] },
  {
    name: 'Physical Medicine and Rehabilitation',
    degree: 'MD',
    clinicalType: 'Clinical',
    // `MD IN PHYSICAL AND REHABLITATION` (sic, KEA).
    aliases: ['pmr', 'physicalmedicinerehabilitation', 'physicalandrehablitation'],
  },
  { name: 'Sports Medicine', degree: 'MD', clinicalType: 'Clinical', aliases: [] },
  {
    name: 'Transfusion Medicine',
    degree: 'MD',
    clinicalType: 'Para-Clinical',
    aliases: [
      'tm',
      'ihbt',
      'immunohaematologyandbloodtransfusion',
      'immunohaematologybloodtransfusion',
      'immunohematologyandtransfusionmedicine',
      'immunohematologytransfusionmedicine',
      // MCC's round-wise lists: `M.D. IN TRANSFU SION MEDICIN E/ IMMUNO- HAEMAT OLOGY AND BLOOD ...`.
      'transfusionmedicineimmunohaematologyandbloodtransfusion',
    ],
  },
  { name: 'Tropical Medicine', degree: 'MD', clinicalType: 'Clinical', aliases: [] },
  {
    name: 'Laboratory Medicine',
    degree: 'MD',
    clinicalType: 'Para-Clinical',
    aliases: ['labmedicine', 'laboratorymedicinecourse'],
  },
  {
    name: 'Traumatology and Surgery',
    degree: 'MS',
    clinicalType: 'Clinical',
    aliases: ['traumatology'],
  },
  {
    name: 'Aviation Medicine',
    degree: 'MD',
    clinicalType: 'Clinical',
    aliases: ['aviationmedicineaerospacemedicine', 'aerospacemedicine'],
  },
  { name: 'Public Health', degree: 'MD', clinicalType: 'Para-Clinical', aliases: ['dph'] },
  { name: 'Diabetology', degree: 'MD', clinicalType: 'Clinical', aliases: [] },
];

const SUBJECT_BY_KEY = new Map<string, Subject>();
for (const subject of SUBJECTS) {
  SUBJECT_BY_KEY.set(lettersKey(subject.name), subject);
  for (const alias of subject.aliases) SUBJECT_BY_KEY.set(alias, subject);
}

/**
 * The subject of a text: a name or alias, else the first known part of a text that gives
 * alternatives (`CHILD HEALTH/ PAEDIATRICS`, `OPHTHALMOLOGY/DOMS`, `PSYCHOLOGICAL MEDICINE /
 * PSYCHIATRIC MEDICINE`).
 */
function subjectOf(text: string): Subject | undefined {
  const whole =
    SUBJECT_BY_KEY.get(lettersKey(text.replace(/&/g, ' and '))) ??
    SUBJECT_BY_KEY.get(lettersKey(text.replace(/&/g, ' ')));
  if (whole || !text.includes('/')) return whole;
  return text
    .split('/')
    .map((part) => SUBJECT_BY_KEY.get(lettersKey(part.replace(/&/g, ' and '))))
    .find((subject) => subject !== undefined);
}

/** Super-speciality subjects the lists abbreviate or misspell, by letters-only key. */
const SUPER_SPECIALITY_NAMES: Record<string, string> = {
  surggastro: 'Surgical Gastroenterology',
  traumasurgcc: 'Trauma Surgery and Critical Care',
  inectiousdiseases: 'Infectious Diseases',
};

/**
 * The six-year courses' subjects under the names NBEMS gives them, by letters-only key: MCC
 * writes `(NBEMS) CARDIO VASCULAR SURGERY (6Y)` in one list and `DNB IN CARDIO VASCULAR AND
 * THORACIC SURGERY (DIRECT 6 YEARS COURSE)` in another for one course.
 */
const SIX_YEAR_SUBJECT_NAMES: Record<string, string> = {
  cardiovascularsurgery: 'Cardio Vascular and Thoracic Surgery',
  cardiovascularandthoracicsurgery: 'Cardio Vascular and Thoracic Surgery',
  cardiothoracicandvascularsurgery: 'Cardio Vascular and Thoracic Surgery',
  cardiothoracicsurgery: 'Cardio Vascular and Thoracic Surgery',
  plasticsurgery: 'Plastic and Reconstructive Surgery',
  plasticandreconstructivesurgery: 'Plastic and Reconstructive Surgery',
  neurosurgery: 'Neurosurgery',
  paediatricsurgery: 'Paediatric Surgery',
};

/**
 * A six-year course, entered after MBBS instead of after an MD or MS: `(6Y)`, `(6 YRS)`,
 * `(DIRECT 6 YEARS COURSE)`, or `6 YRS` at the end.
 */
const SIX_YEARS =
  /\(\s*(?:direct\s+)?6\s*(?:y|yrs?|years?)(?:\s+course)?\s*\)|\s6\s*(?:yrs?|years?)$/i;

type DegreeFamily =
  | 'MD/MS'
  | 'MDS'
  | 'DNB'
  | 'Diploma'
  | 'DNB Diploma'
  | 'DM'
  | 'MCh'
  | 'DrNB'
  | 'MPH'
  | 'MBBS'
  | 'BDS'
  | 'B.Sc Nursing';

// Leading degree markers, longest first; `family` groups MD, MS and MD/MS as one course family.
const DEGREE_PREFIXES: { pattern: RegExp; family: DegreeFamily }[] = [
  // `(NBEMS-DIPLOMA) ...`, and in the round-wise MCC lists `(NBEMS- DIPLOMA) ANAESTH ESIOLOG Y`.
  { pattern: /^\(\s*NBEMS\s*-\s*DIPLOMA\s*\)\s*/i, family: 'DNB Diploma' },
  { pattern: /^\(\s*NBEMS\s*\)\s*/i, family: 'DNB' },
  // The round-wise MCC lists: `DNB- DIPLOMA IN OBSTETRICS AND GYNAECOLOGY`.
  { pattern: /^DNB\s*-\s*Diploma\s+/i, family: 'DNB Diploma' },
  { pattern: /^MDS\s+/i, family: 'MDS' },
  { pattern: /^DrNB\s+/i, family: 'DrNB' },
  { pattern: /^DNB\s+/i, family: 'DNB' },
  { pattern: /^M\.?\s?D\.?\s*\/\s*M\.?\s?S\.?\s*/i, family: 'MD/MS' },
  { pattern: /^M\.?\s?Ch\.?\s+/i, family: 'MCh' },
  { pattern: /^MCh\s*/i, family: 'MCh' },
  { pattern: /^D\.?M\.?\s+/i, family: 'DM' },
  { pattern: /^M\.?\s?D\.?(?=[\s(])\s*/i, family: 'MD/MS' },
  { pattern: /^M\.?\s?S\.?(?=[\s(])\s*/i, family: 'MD/MS' },
  { pattern: /^Diploma\s+in\s+/i, family: 'Diploma' },
  { pattern: /^P\.?\s?G\.?\s+Diploma\s+in\s+/i, family: 'Diploma' },
  { pattern: /^Diploma\s+/i, family: 'Diploma' },
  { pattern: /^MPH\s+/i, family: 'MPH' },
  { pattern: /^Master of Public Health\s*/i, family: 'MPH' },
];

// Telangana and others write some diplomas as bare abbreviations.
const BARE_DIPLOMAS: Record<string, string> = {
  do: 'Ophthalmology',
  dpm: 'Psychiatry',
  dtcd: 'Respiratory Medicine',
  dph: 'Public Health',
  dch: 'Paediatrics',
  dgo: 'Obstetrics and Gynaecology',
  da: 'Anaesthesiology',
  dmrd: 'Radiodiagnosis',
};

export interface NormalisedCourse {
  /** Matches this course across files and years, e.g. `pg:md-ms:obstetricsandgynaecology`. */
  key: string;
  /** Display name, e.g. `MS Obstetrics and Gynaecology`. */
  name: string;
  shortName: string;
  level: CourseLevel;
  degreeType: string;
  clinicalType: ClinicalType | null;
  durationYears: number | null;
  degreeTerm: 'Degree' | 'Diploma' | 'Super Speciality' | 'Undergraduate';
}

/**
 * Normalises a course text across years and files (`MD/MS OBSTETRICS & GYNAECOLOGY`,
 * `MS OBSTETRICS AND GYNAECOLOGY` and `OBG (021) - MS(OBSTETRICS AND GYNAECOLOGY)` are one
 * course). `level` says what an unprefixed text means (INI-CET writes `GENERAL MEDICINE`).
 */
export function normaliseCourse(text: string, level: CourseLevel): NormalisedCourse {
  let rest = tidySpaces(text);
  // Six-year courses are courses of their own, apart from the three-year course of the subject.
  const sixYears = SIX_YEARS.test(rest);
  if (sixYears) rest = tidySpaces(rest.replace(SIX_YEARS, ''));
  const durationYears = sixYears ? 6 : null;
  const durationKey = sixYears ? ':6y' : '';
  const durationName = sixYears ? ' (6 years)' : '';
  rest = rest.replace(/-NBE$/i, '').replace(/\bNBE\b$/i, '');

  if (/^MBBS$/i.test(rest)) return undergraduate('MBBS');
  if (/^BDS$/i.test(rest)) return undergraduate('BDS');
  if (/^B\.?\s?Sc\.?\s*(\(\s*Hons\.?\s*\)\s*)?\(?\s*Nursing\)?$/i.test(rest)) {
    return undergraduate('B.Sc Nursing');
  }
  const ayush = AYUSH_DEGREES.find((degree) => lettersKey(rest) === degree.toLowerCase());
  if (ayush) return undergraduate(ayush);

  let family: DegreeFamily | null = null;
  for (const prefix of DEGREE_PREFIXES) {
    const match = prefix.pattern.exec(rest);
    if (match) {
      family = prefix.family;
      // `MD IN GENERAL MEDICINE`: the round-wise MCC and KEA lists join degree and subject with "IN".
      rest = rest.slice(match[0].length).replace(/^in\s+/i, '');
      if (/-NBE$/i.test(text.trim())) family = family === 'Diploma' ? 'DNB Diploma' : family;
      break;
    }
  }
  // "MD(GENERAL MEDICINE)", "(DERM.,VENE. and LEPROSY)/(DERMATOLOGY)": the subject in brackets.
  rest = tidySpaces(rest.replace(/^\((.*)\)$/, '$1').replace(/^\(([^)]*)\).*$/, '$1'));
  const bare = BARE_DIPLOMAS[lettersKey(rest)];
  if (family === null && bare !== undefined && level === 'PG') {
    family = 'Diploma';
    rest = bare;
  }

  // A six-year course a PG list names without a degree (INI-CET's `NEUROSURGERY 6 YRS`) is a
  // super-speciality course entered after MBBS: MCh for a surgical subject, DM otherwise.
  const directSuperSpeciality = sixYears && family === null && level === 'PG' && !subjectOf(rest);
  if (
    level === 'SS' ||
    family === 'DM' ||
    family === 'MCh' ||
    family === 'DrNB' ||
    directSuperSpeciality
  ) {
    const ssFamily = family ?? (directSuperSpeciality && /surg/i.test(rest) ? 'MCh' : 'DM');
    const subjectName =
      (sixYears ? SIX_YEAR_SUBJECT_NAMES[lettersKey(rest)] : undefined) ??
      SUPER_SPECIALITY_NAMES[lettersKey(rest)] ??
      titleCaseIfShouting(rest).replace(/&/g, 'and');
    const name = `${ssFamily} ${subjectName}${durationName}`;
    return {
      key: `ss:${ssFamily.toLowerCase()}:${lettersKey(subjectName)}${durationKey}`,
      name,
      shortName: name,
      // Entered after MBBS: a PG list's MCh, and every six-year course.
      level: level === 'PG' && (ssFamily === 'MCh' || sixYears) ? 'PG' : 'SS',
      degreeType: ssFamily,
      clinicalType: 'Clinical',
      durationYears: durationYears ?? 3,
      degreeTerm: 'Super Speciality',
    };
  }

  const subjectKey = lettersKey(rest.replace(/&/g, ' and '));
  const subject = subjectOf(rest);
  const knownName = subject?.name ?? (sixYears ? SIX_YEAR_SUBJECT_NAMES[subjectKey] : undefined);
  const subjectName = knownName ?? titleCaseIfShouting(rest).replace(/ & /g, ' and ');
  const resolvedFamily: DegreeFamily = family ?? 'MD/MS';
  const degreeType = degreeLabel(resolvedFamily, subject);
  const isDiploma = resolvedFamily === 'Diploma' || resolvedFamily === 'DNB Diploma';
  const familyKey = resolvedFamily.toLowerCase().replace(/[^a-z]+/g, '-');
  const name = `${degreeType}${isDiploma ? ' in' : ''} ${subjectName}${durationName}`;
  return {
    key: `pg:${familyKey}:${knownName ? lettersKey(knownName) : subjectKey}${durationKey}`,
    name,
    shortName: `${degreeType} ${subject?.aliases.find((alias) => alias.length <= 4)?.toUpperCase() ?? subjectName}${durationName}`,
    level: 'PG',
    degreeType,
    clinicalType: subject?.clinicalType ?? null,
    durationYears: durationYears ?? (isDiploma ? 2 : 3),
    degreeTerm: isDiploma ? 'Diploma' : 'Degree',
  };
}

function degreeLabel(family: DegreeFamily, subject: Subject | undefined): string {
  switch (family) {
    case 'MD/MS':
      return subject?.degree ?? 'MD';
    case 'MDS':
      return 'MDS';
    case 'DNB Diploma':
      return 'DNB Diploma';
    default:
      return family;
  }
}

/** AYUSH bachelor's degrees: ayurveda, homoeopathy, unani, siddha, naturopathy and yoga. */
export const AYUSH_DEGREES = ['BAMS', 'BHMS', 'BUMS', 'BSMS', 'BNYS'] as const;
export type AyushDegree = (typeof AYUSH_DEGREES)[number];

const UNDERGRADUATE_YEARS = {
  MBBS: 5.5,
  BDS: 5,
  'B.Sc Nursing': 4,
  BAMS: 5.5,
  BHMS: 5.5,
  BUMS: 5.5,
  BSMS: 5.5,
  BNYS: 5.5,
} as const;

function undergraduate(degree: keyof typeof UNDERGRADUATE_YEARS): NormalisedCourse {
  return {
    key: `ug:${degree.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    name: degree,
    shortName: degree,
    level: 'UG',
    degreeType: degree,
    clinicalType: null,
    durationYears: UNDERGRADUATE_YEARS[degree],
    degreeTerm: 'Undergraduate',
  };
}
