import { describe, expect, it } from 'vitest';
import {
  lettersKey,
  mendKnownBreaks,
  nameKey,
  repairBrokenWords,
  titleCaseIfShouting,
  WordVocabulary,
} from './text';

describe('mendKnownBreaks', () => {
  // Institute names as the MCC NEET PG allotment lists (mcc-neet-pg-allotments) break them.
  it.each([
    ['Yatharth Supersp eciality Hospitals', 'Yatharth Superspeciality Hospitals'],
    [
      'Dharams hila Narayan a Supersp eciality Hospital',
      'Dharams hila Narayan a Superspeciality Hospital',
    ],
    ['Supersp eciality EYe Hospital', 'Superspeciality EYe Hospital'],
    [
      'Ozone Multispec iality hospital and Critical care center',
      'Ozone Multispeciality hospital and Critical care center',
    ],
    [
      'Hospital Multispec iality and Researc h Institute',
      'Hospital Multispeciality and Research Institute',
    ],
    ['SUPERSP ECIALITY HOSPITAL', 'SUPERSPECIALITY HOSPITAL'],
    // Whole pieces only: a word that merely starts like a piece stays.
    ['Researc hers Hospital', 'Researc hers Hospital'],
    ['Super Speciality Hospital', 'Super Speciality Hospital'],
  ])('mends %j', (broken, mended) => {
    expect(mendKnownBreaks(broken)).toBe(mended);
  });

  it('mends them inside repairBrokenWords too', () => {
    expect(
      repairBrokenWords('Yatharth Supersp eciality Hospitals', new WordVocabulary(['Yatharth'])),
    ).toBe('Yatharth Superspeciality Hospitals');
  });
});

describe('repairBrokenWords', () => {
  const vocabulary = new WordVocabulary([
    'MEDICAL COLLEGE, KOLKATA',
    'COIMBATORE MEDICAL COLLEGE',
    'PSG Institute of Medical Sciences, Coimbatore',
    'Lady Hardinge Medical College',
    'Lady Hardinge Medical College and Hospital',
    'University College of Medical Sciences',
  ]);

  it('joins words that PDF extraction split', () => {
    expect(repairBrokenWords('MEDICA L COLLEG E, KOLKAT A', vocabulary)).toBe(
      'MEDICAL COLLEGE, KOLKATA',
    );
    expect(repairBrokenWords('COIMBA TORE MEDICA L COLLEG E', vocabulary)).toBe(
      'COIMBATORE MEDICAL COLLEGE',
    );
    expect(repairBrokenWords('L ady Hardinge Medical College', vocabulary)).toBe(
      'Lady Hardinge Medical College',
    );
    expect(repairBrokenWords('Universit y College of Medical Sciences', vocabulary)).toBe(
      'University College of Medical Sciences',
    );
  });

  it('leaves separate words apart', () => {
    expect(repairBrokenWords('Medical College, Kolkata', vocabulary)).toBe(
      'Medical College, Kolkata',
    );
    expect(repairBrokenWords('Dr. B L Kapur Memorial Hospital', vocabulary)).toBe(
      'Dr. B L Kapur Memorial Hospital',
    );
  });
});

describe('titleCaseIfShouting', () => {
  it('title-cases names written in capitals and keeps acronyms', () => {
    expect(titleCaseIfShouting('MEDICAL COLLEGE, KOLKATA')).toBe('Medical College, Kolkata');
    expect(titleCaseIfShouting('ESI MEDICAL COLLEGE OF SCIENCES')).toBe(
      'ESI Medical College of Sciences',
    );
  });

  it('leaves mixed-case names as written', () => {
    expect(titleCaseIfShouting('Maulana Azad Medical College')).toBe(
      'Maulana Azad Medical College',
    );
  });
});

describe('keys', () => {
  it('ignores spacing, punctuation and common abbreviations', () => {
    expect(lettersKey('MEDICA L COLLEG E, KOLKAT A')).toBe('medicalcollegekolkata');
    expect(nameKey('Govt. Medical College & Hospital')).toBe(
      nameKey('Government Medical College and Hospital'),
    );
  });
});
