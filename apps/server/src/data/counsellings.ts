import type { CounsellingInfo } from './parsed-records';

/** The real counsellings the importers know (slug ids, design: Data model). */
export const COUNSELLINGS = {
  mccNeetPg: {
    id: 'mcc-neet-pg',
    name: 'MCC NEET PG',
    level: 'PG',
    type: 'All India',
    state: null,
    description:
      'Medical Counselling Committee counselling for All India Quota, deemed and central university PG seats (MD/MS/DNB/Diploma) by NEET PG rank.',
    website: 'https://mcc.nic.in',
    roundStyle: 'round',
  },
  telanganaNeetPg: {
    id: 'telangana-neet-pg',
    name: 'Telangana NEET PG',
    level: 'PG',
    type: 'State',
    state: 'Telangana',
    description:
      'KNRUHS state counselling for Telangana PG seats: competent-authority and management quotas, by phase.',
    website: 'https://www.knruhs.telangana.gov.in',
    roundStyle: 'phase',
  },
  inicetPg: {
    id: 'inicet-pg',
    name: 'INI-CET PG',
    level: 'PG',
    type: 'All India',
    state: null,
    description:
      'Institutes of National Importance combined entrance: AIIMS, JIPMER, PGIMER, NIMHANS and SCTIMST PG seats.',
    website: 'https://www.aiimsexams.ac.in',
    roundStyle: 'round',
  },
  neetSs: {
    id: 'neet-ss',
    name: 'NEET SS',
    level: 'SS',
    type: 'All India',
    state: null,
    description: 'MCC counselling for super-speciality seats (DM, MCh, DrNB) by NEET SS rank.',
    website: 'https://mcc.nic.in',
    roundStyle: 'round',
  },
  mccNeetUg: {
    id: 'mcc-neet-ug',
    name: 'MCC NEET UG',
    level: 'UG',
    type: 'All India',
    state: null,
    description:
      'Medical Counselling Committee counselling for All India Quota, deemed, central university and ESIC MBBS/BDS seats.',
    website: 'https://mcc.nic.in',
    roundStyle: 'round',
  },
  karnatakaNeetPg: {
    id: 'karnataka-neet-pg',
    name: 'Karnataka NEET PG',
    level: 'PG',
    type: 'State',
    state: 'Karnataka',
    description:
      'Karnataka Examinations Authority (KEA) state counselling for MD/MS and diploma seats in Karnataka by NEET PG rank.',
    website: 'https://cetonline.karnataka.gov.in/kea',
    roundStyle: 'round',
  },
  karnatakaNeetMds: {
    id: 'karnataka-neet-mds',
    name: 'Karnataka NEET MDS',
    level: 'PG',
    type: 'State',
    state: 'Karnataka',
    description:
      'Karnataka Examinations Authority (KEA) state counselling for MDS and dental diploma seats in Karnataka by NEET MDS rank.',
    website: 'https://cetonline.karnataka.gov.in/kea',
    roundStyle: 'round',
  },
  karnatakaNeetUg: {
    id: 'karnataka-neet-ug',
    name: 'Karnataka NEET UG',
    level: 'UG',
    type: 'State',
    state: 'Karnataka',
    description:
      'Karnataka Examinations Authority (KEA) state counselling for MBBS, BDS and AYUSH (BAMS, BHMS, BUMS) seats in Karnataka by NEET UG rank.',
    website: 'https://cetonline.karnataka.gov.in/kea',
    roundStyle: 'round',
  },
} as const satisfies Record<string, CounsellingInfo>;

/** The counselling with this id, or undefined for an id no importer knows. */
export function counsellingById(id: string): CounsellingInfo | undefined {
  return Object.values(COUNSELLINGS).find((candidate) => candidate.id === id);
}
