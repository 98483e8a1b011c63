import { describe, expect, it } from 'vitest';
import { universityOf } from './universities';

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
});
