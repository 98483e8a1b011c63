import { describe, expect, it } from 'vitest';
import { instituteTypeOf, managementOf, type InstituteEvidence } from './institute-kinds';

const institute = (
  name: string,
  seats: [string, string][] = [],
  degreeTypes: string[] = [],
): InstituteEvidence => ({
  name,
  seats: seats.map(([counsellingId, quota]) => ({ counsellingId, quota })),
  degreeTypes,
});

describe('managementOf', () => {
  it('reads what a name says', () => {
    expect(managementOf(institute('Government Medical College, Kozhikode'))).toBe('Government');
    expect(managementOf(institute('Govt. Dental College, Bellary'))).toBe('Government');
    expect(managementOf(institute('AIIMS Bhopal'))).toBe('Central');
    expect(managementOf(institute('ESIC Medical College, Joka'))).toBe('ESIC');
    expect(managementOf(institute("Employees' State Insurance Corporation Medical College"))).toBe(
      'ESIC',
    );
    expect(managementOf(institute('Command Hospital (Eastern Command), Kolkata'))).toBe('AFMS');
    expect(managementOf(institute('Armed Forces Medical College'))).toBe('AFMS');
  });

  it('reads what the quotas of its seats say', () => {
    expect(managementOf(institute('PGIMER Chandigarh', [['inicet-pg', 'PGIMER-All India']]))).toBe(
      'Central',
    );
    expect(
      managementOf(
        institute('Kasturba Medical College', [
          ['mcc-neet-pg', 'All India'],
          ['mcc-neet-pg', 'Management/Paid Seats Quota'],
        ]),
      ),
    ).toBe('Deemed');
    expect(
      managementOf(
        institute('Saveetha Medical College', [['mcc-neet-ug', 'Deemed/Paid Seats Quota']]),
      ),
    ).toBe('Deemed');
    expect(
      managementOf(institute('Kamineni Institute', [['telangana-neet-pg', 'Management Quota 1']])),
    ).toBe('Private');
    expect(
      managementOf(
        institute('Navodaya Medical College', [
          ['karnataka-neet-ug', 'Private (government quota)'],
        ]),
      ),
    ).toBe('Private');
  });

  it('says nothing where nothing says it', () => {
    // A DNB hospital, a state college whose name does not say "Government", a word that only
    // contains another (Government is a word, not "Governmental"; a state's "Management" quota
    // says private only in a state's lists).
    expect(managementOf(institute('Apollo Hospitals', [['mcc-neet-pg', 'DNB Quota']]))).toBeNull();
    expect(
      managementOf(
        institute('Osmania Medical College', [
          ['telangana-neet-pg', 'Competent Authority (Local)'],
        ]),
      ),
    ).toBeNull();
    expect(managementOf(institute('Mesic Hospital'))).toBeNull();
    expect(
      managementOf(institute('Some College', [['mcc-neet-pg', 'Management Quota 1']])),
    ).toBeNull();
  });
});

describe('instituteTypeOf', () => {
  it('reads the courses taught', () => {
    expect(instituteTypeOf(institute('A', [], ['MBBS', 'BDS']))).toBe('Medical College');
    expect(instituteTypeOf(institute('A', [], ['MD', 'DNB']))).toBe('Medical College');
    expect(instituteTypeOf(institute('A', [], ['BDS', 'MDS']))).toBe('Dental College');
    expect(instituteTypeOf(institute('A', [], ['BAMS']))).toBe('AYUSH College');
    expect(instituteTypeOf(institute('A', [], ['B.Sc Nursing']))).toBe('Nursing College');
    expect(instituteTypeOf(institute('Apollo Hospitals', [], ['DNB', 'DrNB']))).toBe(
      'DNB Hospital',
    );
  });

  it('keeps a medical college that the data shows only DNB seats of a medical college', () => {
    expect(instituteTypeOf(institute('Government Medical College, Kota', [], ['DNB']))).toBe(
      'Medical College',
    );
  });

  it('says nothing without a course', () => {
    expect(instituteTypeOf(institute('A'))).toBeNull();
    expect(instituteTypeOf(institute('A', [], ['Not stated']))).toBeNull();
  });
});
