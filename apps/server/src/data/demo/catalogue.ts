import type { RoundListKind } from '../rounds';
import type { ClinicalType } from '../cleaning/courses';

// Invented reference data for the demo data set: places, founders and courses. Nothing here is
// taken from the real counselling files.

export interface DemoState {
  name: string;
  /** First two digits of the state's PIN codes. */
  pinPrefix: number;
  cities: string[];
  /** Share of the demo institutes located here. */
  weight: number;
}

export const DEMO_STATES: DemoState[] = [
  {
    name: 'Karnataka',
    pinPrefix: 56,
    weight: 10,
    cities: [
      'Bengaluru',
      'Mysuru',
      'Hubballi',
      'Belagavi',
      'Mangaluru',
      'Davanagere',
      'Kalaburagi',
      'Tumakuru',
      'Shivamogga',
      'Hassan',
    ],
  },
  {
    name: 'Tamil Nadu',
    pinPrefix: 60,
    weight: 10,
    cities: [
      'Chennai',
      'Madurai',
      'Coimbatore',
      'Tiruchirappalli',
      'Salem',
      'Tirunelveli',
      'Vellore',
      'Thanjavur',
      'Erode',
      'Karur',
    ],
  },
  {
    name: 'Maharashtra',
    pinPrefix: 41,
    weight: 10,
    cities: [
      'Mumbai',
      'Pune',
      'Nagpur',
      'Aurangabad',
      'Nashik',
      'Kolhapur',
      'Solapur',
      'Latur',
      'Akola',
      'Sangli',
    ],
  },
  {
    name: 'Kerala',
    pinPrefix: 68,
    weight: 6,
    cities: [
      'Thiruvananthapuram',
      'Kochi',
      'Kozhikode',
      'Thrissur',
      'Kottayam',
      'Kannur',
      'Alappuzha',
      'Kollam',
    ],
  },
  {
    name: 'Uttar Pradesh',
    pinPrefix: 22,
    weight: 8,
    cities: [
      'Lucknow',
      'Kanpur',
      'Prayagraj',
      'Varanasi',
      'Agra',
      'Meerut',
      'Gorakhpur',
      'Jhansi',
      'Bareilly',
    ],
  },
  {
    name: 'Delhi (NCT)',
    pinPrefix: 11,
    weight: 4,
    cities: ['New Delhi', 'Dwarka', 'Rohini', 'Shahdara'],
  },
  {
    name: 'Gujarat',
    pinPrefix: 38,
    weight: 5,
    cities: ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot', 'Bhavnagar', 'Jamnagar'],
  },
  {
    name: 'Rajasthan',
    pinPrefix: 30,
    weight: 5,
    cities: ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Bikaner', 'Ajmer'],
  },
  {
    name: 'West Bengal',
    pinPrefix: 70,
    weight: 5,
    cities: ['Kolkata', 'Siliguri', 'Bardhaman', 'Durgapur', 'Bankura', 'Malda'],
  },
  {
    name: 'Telangana',
    pinPrefix: 50,
    weight: 5,
    cities: ['Hyderabad', 'Warangal', 'Karimnagar', 'Nizamabad', 'Khammam', 'Nalgonda'],
  },
  {
    name: 'Andhra Pradesh',
    pinPrefix: 52,
    weight: 5,
    cities: ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Tirupati', 'Kurnool', 'Nellore'],
  },
  {
    name: 'Madhya Pradesh',
    pinPrefix: 46,
    weight: 4,
    cities: ['Bhopal', 'Indore', 'Jabalpur', 'Gwalior', 'Rewa', 'Sagar'],
  },
  {
    name: 'Bihar',
    pinPrefix: 80,
    weight: 3,
    cities: ['Patna', 'Gaya', 'Bhagalpur', 'Darbhanga', 'Muzaffarpur'],
  },
  {
    name: 'Odisha',
    pinPrefix: 75,
    weight: 3,
    cities: ['Bhubaneswar', 'Cuttack', 'Berhampur', 'Sambalpur', 'Balasore'],
  },
  {
    name: 'Punjab',
    pinPrefix: 14,
    weight: 3,
    cities: ['Amritsar', 'Ludhiana', 'Patiala', 'Faridkot', 'Jalandhar'],
  },
  {
    name: 'Haryana',
    pinPrefix: 12,
    weight: 3,
    cities: ['Rohtak', 'Karnal', 'Hisar', 'Faridabad', 'Gurugram'],
  },
  {
    name: 'Assam',
    pinPrefix: 78,
    weight: 2,
    cities: ['Guwahati', 'Dibrugarh', 'Silchar', 'Jorhat', 'Tezpur'],
  },
  {
    name: 'Jharkhand',
    pinPrefix: 83,
    weight: 2,
    cities: ['Ranchi', 'Jamshedpur', 'Dhanbad', 'Hazaribagh'],
  },
  {
    name: 'Chhattisgarh',
    pinPrefix: 49,
    weight: 2,
    cities: ['Raipur', 'Bilaspur', 'Durg', 'Jagdalpur'],
  },
  {
    name: 'Himachal Pradesh',
    pinPrefix: 17,
    weight: 1,
    cities: ['Shimla', 'Mandi', 'Kangra', 'Hamirpur'],
  },
];

export const FOUNDERS = [
  'Sri Ananta Rao',
  'Dr. Meera Iyer',
  'Shanti Devi',
  'Rajendra Nath',
  'Lokmanya Pai',
  'Dr. Vasant Kulkarni',
  'Acharya Govind',
  'Swami Keshava',
  'Rani Lakshmi',
  'Dr. Hemant Bose',
  'Mahatma Jyoti',
  'Kavi Raman',
  'Sardar Gurdev',
  'Dr. Farida Khan',
  'Pandit Mohan',
  'Sant Tukaram',
  'Dr. Leela Menon',
  'Veer Pratap',
  'Dr. Aruna Reddy',
  'Maharshi Vyas',
  'Netaji Subhas',
  'Dr. Kamala Nair',
  'Smt. Savitri',
  'Babu Jagjivan',
];

export type Management = 'Government' | 'Private' | 'Deemed' | 'Central' | 'AFMS' | 'ESIC';

export const INSTITUTE_PATTERNS: {
  management: Management;
  weight: number;
  pattern: (city: string, founder: string) => string;
}[] = [
  {
    management: 'Government',
    weight: 30,
    pattern: (city) => `Government Medical College, ${city}`,
  },
  {
    management: 'Government',
    weight: 10,
    pattern: (city) => `${city} Institute of Medical Sciences`,
  },
  {
    management: 'Government',
    weight: 6,
    pattern: (city, founder) => `${founder} Government Medical College, ${city}`,
  },
  {
    management: 'Private',
    weight: 18,
    pattern: (city, founder) => `${founder} Medical College and Hospital, ${city}`,
  },
  {
    management: 'Private',
    weight: 8,
    pattern: (city, founder) => `${founder} Institute of Medical Sciences and Research, ${city}`,
  },
  {
    management: 'Deemed',
    weight: 12,
    pattern: (city, founder) => `${founder} Medical College, ${founder} University, ${city}`,
  },
  {
    management: 'Central',
    weight: 4,
    pattern: (city) => `National Institute of Medical Sciences, ${city}`,
  },
  {
    management: 'ESIC',
    weight: 4,
    pattern: (city) => `ESIC Medical College and Hospital, ${city}`,
  },
  { management: 'AFMS', weight: 2, pattern: (city) => `Armed Forces Medical Institute, ${city}` },
];

export interface DemoCourse {
  name: string;
  shortName: string;
  degreeType: string;
  clinicalType: ClinicalType | null;
  durationYears: number;
  degreeTerm: 'Degree' | 'Diploma' | 'Undergraduate';
  level: 'PG' | 'UG';
  /** How sought after the course is: popular courses close at better (smaller) ranks. */
  popularity: number;
}

const PG_SUBJECTS: [string, 'MD' | 'MS', ClinicalType, number][] = [
  ['Radiodiagnosis', 'MD', 'Clinical', 0.98],
  ['Dermatology, Venereology and Leprosy', 'MD', 'Clinical', 0.97],
  ['General Medicine', 'MD', 'Clinical', 0.95],
  ['Paediatrics', 'MD', 'Clinical', 0.85],
  ['Orthopaedics', 'MS', 'Clinical', 0.86],
  ['General Surgery', 'MS', 'Clinical', 0.82],
  ['Obstetrics and Gynaecology', 'MS', 'Clinical', 0.8],
  ['Ophthalmology', 'MS', 'Clinical', 0.75],
  ['ENT', 'MS', 'Clinical', 0.7],
  ['Psychiatry', 'MD', 'Clinical', 0.72],
  ['Respiratory Medicine', 'MD', 'Clinical', 0.68],
  ['Anaesthesiology', 'MD', 'Clinical', 0.66],
  ['Emergency Medicine', 'MD', 'Clinical', 0.55],
  ['Radiation Oncology', 'MD', 'Clinical', 0.5],
  ['Pathology', 'MD', 'Para-Clinical', 0.45],
  ['Microbiology', 'MD', 'Para-Clinical', 0.3],
  ['Pharmacology', 'MD', 'Para-Clinical', 0.25],
  ['Community Medicine', 'MD', 'Para-Clinical', 0.22],
  ['Forensic Medicine', 'MD', 'Para-Clinical', 0.2],
  ['Anatomy', 'MD', 'Pre-Clinical', 0.12],
  ['Physiology', 'MD', 'Pre-Clinical', 0.1],
  ['Biochemistry', 'MD', 'Pre-Clinical', 0.08],
];

export const DEMO_COURSES: DemoCourse[] = [
  ...PG_SUBJECTS.map(([subject, degree, clinicalType, popularity]) => ({
    name: `${degree} ${subject}`,
    shortName: `${degree} ${subject.split(',')[0]}`,
    degreeType: degree,
    clinicalType,
    durationYears: 3,
    degreeTerm: 'Degree' as const,
    level: 'PG' as const,
    popularity,
  })),
  ...PG_SUBJECTS.slice(0, 10).map(([subject, , clinicalType, popularity]) => ({
    name: `DNB ${subject}`,
    shortName: `DNB ${subject.split(',')[0]}`,
    degreeType: 'DNB',
    clinicalType,
    durationYears: 3,
    degreeTerm: 'Degree' as const,
    level: 'PG' as const,
    popularity: popularity * 0.85,
  })),
  ...(
    ['Anaesthesiology', 'Paediatrics', 'Obstetrics and Gynaecology', 'Ophthalmology'] as const
  ).map((subject) => ({
    name: `Diploma in ${subject}`,
    shortName: `Diploma ${subject}`,
    degreeType: 'Diploma',
    clinicalType: 'Clinical' as const,
    durationYears: 2,
    degreeTerm: 'Diploma' as const,
    level: 'PG' as const,
    popularity: 0.35,
  })),
  {
    name: 'MBBS',
    shortName: 'MBBS',
    degreeType: 'MBBS',
    clinicalType: null,
    durationYears: 5.5,
    degreeTerm: 'Undergraduate',
    level: 'UG',
    popularity: 0.9,
  },
  {
    name: 'BDS',
    shortName: 'BDS',
    degreeType: 'BDS',
    clinicalType: null,
    durationYears: 5,
    degreeTerm: 'Undergraduate',
    level: 'UG',
    popularity: 0.4,
  },
];

export interface DemoCounselling {
  id: string;
  name: string;
  level: 'PG' | 'UG';
  type: 'All India' | 'State' | 'AFMS' | 'Deemed';
  state: string | null;
  description: string;
  /** Share of the demo allotments. */
  weight: number;
  /** Which institutes take part. */
  managements: readonly Management[];
  quotas: { value: string; weight: number }[];
  /** Worst rank in the counselling's merit list. */
  maxRank: number;
  /**
   * What its round lists hold (docs/decisions/0029-round-lists.md): the seats held after each
   * round (the default), or the allotments made in it, as MCC NEET UG's own lists do.
   */
  roundList?: RoundListKind;
}

export const DEMO_COUNSELLINGS: DemoCounselling[] = [
  {
    id: 'demo-mcc-neet-pg',
    name: 'MCC NEET PG (Demo)',
    level: 'PG',
    type: 'All India',
    state: null,
    description: 'Demo data: All India Quota PG counselling with central, deemed and DNB seats.',
    weight: 28,
    managements: ['Government', 'Central', 'ESIC', 'Private'],
    quotas: [
      { value: 'All India', weight: 70 },
      { value: 'DNB Quota', weight: 15 },
      { value: 'Delhi University Quota', weight: 5 },
      { value: 'Non-Resident Indian', weight: 5 },
      { value: 'Employees State Insurance', weight: 5 },
    ],
    maxRank: 220_000,
  },
  {
    id: 'demo-deemed-pg',
    name: 'Deemed Universities PG (Demo)',
    level: 'PG',
    type: 'Deemed',
    state: null,
    description: 'Demo data: PG seats of deemed universities, paid and NRI quotas.',
    weight: 10,
    managements: ['Deemed'],
    quotas: [
      { value: 'Management/Paid Seats Quota', weight: 80 },
      { value: 'Non-Resident Indian', weight: 20 },
    ],
    maxRank: 230_000,
  },
  {
    id: 'demo-afms-pg',
    name: 'AFMS PG (Demo)',
    level: 'PG',
    type: 'AFMS',
    state: null,
    description: 'Demo data: Armed Forces Medical Services PG seats for service candidates.',
    weight: 3,
    managements: ['AFMS'],
    quotas: [{ value: 'Armed Forces', weight: 1 }],
    maxRank: 120_000,
  },
  ...(['Karnataka', 'Tamil Nadu', 'Maharashtra'] as const).map((state) => ({
    id: `demo-${state.toLowerCase().replace(/\s+/g, '-')}-pg`,
    name: `${state} NEET PG (Demo)`,
    level: 'PG' as const,
    type: 'State' as const,
    state,
    description: `Demo data: ${state} state quota PG counselling for government and private colleges.`,
    weight: 12,
    managements: ['Government', 'Private'] as const,
    quotas: [
      { value: 'State Quota', weight: 65 },
      { value: 'Management Quota', weight: 20 },
      { value: 'In-Service', weight: 15 },
    ],
    maxRank: 200_000,
  })),
  {
    id: 'demo-mcc-neet-ug',
    name: 'MCC NEET UG (Demo)',
    roundList: 'allotted',
    level: 'UG',
    type: 'All India',
    state: null,
    description: 'Demo data: All India Quota MBBS and BDS counselling.',
    weight: 14,
    managements: ['Government', 'Central', 'ESIC', 'Deemed'],
    quotas: [
      { value: 'All India', weight: 75 },
      { value: 'Deemed/Paid Seats Quota', weight: 15 },
      { value: 'Employees State Insurance', weight: 5 },
      { value: 'Non-Resident Indian', weight: 5 },
    ],
    maxRank: 1_200_000,
  },
  {
    id: 'demo-kerala-ug',
    name: 'Kerala NEET UG (Demo)',
    level: 'UG',
    type: 'State',
    state: 'Kerala',
    description: 'Demo data: Kerala state quota MBBS and BDS counselling.',
    weight: 9,
    managements: ['Government', 'Private'],
    quotas: [
      { value: 'State Merit', weight: 80 },
      { value: 'Management Quota', weight: 20 },
    ],
    maxRank: 900_000,
  },
];

export const DEMO_CATEGORIES: { value: string; weight: number }[] = [
  { value: 'Open', weight: 40 },
  { value: 'OBC', weight: 25 },
  { value: 'SC', weight: 13 },
  { value: 'ST', weight: 7 },
  { value: 'EWS', weight: 9 },
  { value: 'Open PwD', weight: 2 },
  { value: 'OBC PwD', weight: 1.5 },
  { value: 'SC PwD', weight: 1 },
  { value: 'ST PwD', weight: 0.5 },
  { value: 'EWS PwD', weight: 1 },
];

/** How much later a category's seats close than Open seats of the same bucket. */
export const CATEGORY_RANK_FACTOR: Record<string, number> = {
  Open: 1,
  EWS: 1.25,
  OBC: 1.35,
  SC: 2.2,
  ST: 2.8,
};

export const DEMO_YEARS = [2023, 2024, 2025] as const;
export const DEMO_ROUNDS = [1, 2, 3, 10] as const;
