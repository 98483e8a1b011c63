import { describe, expect, it } from 'vitest';
import { universityOf, universityTypeOf } from './universities';

const NBE = {
  name: 'National Board of Examinations in Medical Sciences',
  nameKey: 'nationalboardexaminationsinmedicalsciences',
  state: null,
};

// The university texts below are MCC profiles' own.
describe('universityOf', () => {
  it.each([
    'National Board of Examinations in Medical Sciences',
    'NBEMS 22 Feb 2022',
    'Nbe',
    'NBEM',
    'NBEMSJan2021',
    'Nbednb',
    'DNB Board Dated',
    'DNB - National Board of Examination',
    'Nationa Board of Examinations',
    'Nat Board',
    'NationalBoardofExaminationNewDelhi12112008',
    'nationalboardofexaminationmedicalscience04\\10\\2021',
    'National Examination Board',
    'Accredited by Nbems',
    'Nbmes',
    'Nabems',
  ])('%s is the National Board of Examinations, in no state', (text) => {
    expect(universityOf(text, 'Gujarat')).toEqual(NBE);
  });

  it.each([
    ['Homi Bhabha National Institute', 'homibhabhanationalinstitute'],
    ['Railway Board', 'railwayboard'],
    ['University of Jammu 10 Dec 2019', 'universityjammu'],
    ['WBUHS May 2008', 'wbuhs'],
    [
      'The Tamil Nadu DR MGR Medical University Chennai DT 28 10 2024',
      'tamilnadudoctormgrmedicaluniversitychennai',
    ],
  ])('%s is a university of its own, keyed %s', (text, nameKey) => {
    expect(universityOf(text, 'Tamil Nadu')).toMatchObject({ nameKey, state: 'Tamil Nadu' });
  });

  it.each([
    'Not Applicable',
    'None',
    'Nill',
    'NA',
    'XXX',
    'Mci',
    'MCC',
    'Jan2021',
    'Not applicable.',
  ])('%s names no university', (text) => {
    expect(universityOf(text, 'Delhi (NCT)')).toBeNull();
  });
});

describe('universityTypeOf', () => {
  it('reads the name and the institutes it affiliates', () => {
    expect(universityTypeOf(NBE.name, ['Government', null])).toBe('National Board');
    expect(universityTypeOf('Datta Meghe Institute (Deemed to be University)', [null])).toBe(
      'Deemed University',
    );
    expect(universityTypeOf('Amrita Vishwa Vidyapeetham', ['Deemed', null])).toBe(
      'Deemed University',
    );
    expect(universityTypeOf('Kerala University of Health Sciences', ['Government'])).toBe(
      'Health Sciences University',
    );
    expect(universityTypeOf('The Tamil Nadu Dr MGR Medical University', [null])).toBe(
      'Health Sciences University',
    );
    expect(universityTypeOf('AIIMS Bhopal', ['Central'])).toBe('Institute of National Importance');
  });

  it('says nothing where nothing says it', () => {
    expect(universityTypeOf('University of Jammu', ['Government', null])).toBeNull();
    expect(universityTypeOf('Lonely University', [null])).toBeNull();
  });
});
