import type { Database } from '../../src/db/client';
import { counselling, course, institute, university } from '../../src/db/schema';

/**
 * A small reference data set for the Knowledge Hub and stats tests, independent of the demo
 * generator: 30 institutes over three states, 25 universities, 3 counsellings, 4 courses.
 */
export async function insertKnowledgeHubFixtures(db: Database) {
  const universities = await db
    .insert(university)
    .values(
      Array.from({ length: 25 }, (_, index) => ({
        name: `University ${String(index + 1).padStart(2, '0')}`,
        nameKey: `university-${index + 1}`,
        type: index % 2 === 0 ? 'State' : 'Deemed',
        state: ['Kerala', 'Goa', 'Delhi'][index % 3] ?? null,
      })),
    )
    .returning({ id: university.id });

  const states = ['Kerala', 'Goa', 'Delhi'] as const;
  await db.insert(institute).values(
    Array.from({ length: 30 }, (_, index) => ({
      name: `Institute ${String(index + 1).padStart(2, '0')}`,
      nameKey: `institute${index + 1}`,
      district: index === 4 ? 'Ernakulam' : `District ${index + 1}`,
      state: states[index % 3] ?? null,
      universityId: universities[index % universities.length]?.id ?? null,
      type: index % 2 === 0 ? 'Medical College' : 'Hospital',
      management: index % 3 === 0 ? 'Government' : 'Private',
      beds: 300 + index,
      hostelFeeMen: 12_000,
    })),
  );
  // Characters that mean something to ILIKE must be matched literally.
  await db.insert(institute).values({
    name: 'Hundred_Percent Hospital 100%',
    nameKey: 'hundredpercent',
    state: 'Goa',
  });

  await db.insert(counselling).values([
    { id: 'mcc-neet-pg', name: 'MCC NEET PG', level: 'PG', type: 'All India', state: null },
    {
      id: 'kerala-neet-pg',
      name: 'Kerala NEET PG',
      level: 'PG',
      type: 'State',
      state: 'Kerala',
    },
    { id: 'goa-neet-ug', name: 'Goa NEET UG', level: 'UG', type: 'State', state: 'Goa' },
  ]);

  await db.insert(course).values([
    {
      name: 'MD General Medicine',
      nameKey: 'mdgeneralmedicine',
      shortName: 'MD GM',
      level: 'PG',
      degreeType: 'MD',
      clinicalType: 'Clinical',
      durationYears: 3,
      degreeTerm: 'Degree',
    },
    {
      name: 'MD Pathology',
      nameKey: 'mdpathology',
      shortName: 'MD Path',
      level: 'PG',
      degreeType: 'MD',
      clinicalType: 'Para-Clinical',
      durationYears: 3,
      degreeTerm: 'Degree',
    },
    {
      name: 'MS Anatomy',
      nameKey: 'msanatomy',
      shortName: 'MS Anat',
      level: 'PG',
      degreeType: 'MS',
      clinicalType: 'Pre-Clinical',
      durationYears: 3,
      degreeTerm: 'Degree',
    },
    {
      name: 'Diploma in Child Health',
      nameKey: 'dch',
      shortName: 'DCH',
      level: 'PG',
      degreeType: 'Diploma',
      clinicalType: 'Clinical',
      durationYears: 2,
      degreeTerm: 'Diploma',
    },
  ]);
}
