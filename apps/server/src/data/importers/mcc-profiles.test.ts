import { describe, expect, it } from 'vitest';
import {
  parseInstituteCodes,
  profileFieldPages,
  profileFirstYearFee,
  readProfileFields,
} from './mcc-profiles';

// Text as PDF.js extracts it from an Annexure-C profile (labels and values on their own lines).
const PROFILE_TEXT = `ANNEXURE - C
GENERAL DETAILS
Name of the College: NALANDA MEDICAL COLLEGE,PATNA
Complete Mailing Address: NALANDA MEDICAL COLLEGE,PATNA, OLD BYPASS
ROAD,BHOOTNATH, KANKARBAGH
State: 05
Pin Code: 800026
Name of Affiliating University with Date: BIHAR UNIVERSITY OF HEALTH SCIENCES, PATNA, BIHAR
Amount to be Paid at the time of
Admission (including Hostel fees) (INR):
42200
Amount to be paid at the time of
Admission(Including Hostel Fee 1st
Year)in INR:
0
Amount to be paid at the time of
Admission(Including Hostel Fee
4thYear)in INR:
0
Stipend Paid to the students I st Year
(INR):
82000
Stipend Paid to the students IInd Year
(INR):
90200
Hostel facility for Male students : Y
Hostel facility for Female students: N
The Amount of Fee to be deducted on
re-allocation of seat to the candidates in
2nd/3rd round of Counseling (INR):
32200
Annual Fees of Candidates(INR): 0
Website Address of College : www.nmchpatna.org
Other Info : college e_mail id : nmcpatna1980@gmail.com`;

describe('readProfileFields', () => {
  it('reads each value up to the next label, across line breaks', () => {
    expect(readProfileFields(PROFILE_TEXT)).toEqual({
      name: 'NALANDA MEDICAL COLLEGE,PATNA',
      address: 'NALANDA MEDICAL COLLEGE,PATNA, OLD BYPASS ROAD,BHOOTNATH, KANKARBAGH',
      stateCode: '05',
      pin: '800026',
      university: 'BIHAR UNIVERSITY OF HEALTH SCIENCES, PATNA, BIHAR',
      admission: '42200',
      year1: '0',
      year4: '0',
      stipend1: '82000',
      stipend2: '90200',
      hostelMen: 'Y',
      hostelWomen: 'N',
      deducted: '32200',
      annual: '0',
      website: 'www.nmchpatna.org',
      otherInfo: 'college e_mail id : nmcpatna1980@gmail.com',
    });
  });

  it('finds nothing in text that is not a profile', () => {
    expect(readProfileFields('Quarterly newsletter')).toEqual({});
  });
});

describe('profileFieldPages', () => {
  // The profile above split as MCC's PDFs are: the fee table on page 1, the annual fee on page 2.
  const annualAt = PROFILE_TEXT.indexOf('Annual Fees');
  const twoPages = [PROFILE_TEXT.slice(0, annualAt), PROFILE_TEXT.slice(annualAt)];

  it('gives each label the 1-based page it starts on', () => {
    const pages = profileFieldPages(twoPages);
    expect(pages).toMatchObject({ name: 1, year1: 1, stipend2: 1, deducted: 1, annual: 2 });
    expect(pages.website).toBe(2);
    // The same labels as the joined text gives values for.
    expect(Object.keys(pages)).toEqual(Object.keys(readProfileFields(twoPages.join('\n'))));
  });

  it('is not moved by white space at the page edges or by an empty page', () => {
    const spaced = [`  ${twoPages[0] ?? ''} \n\n `, ' \n ', `\n  ${twoPages[1] ?? ''}  `];
    expect(profileFieldPages(spaced)).toMatchObject({ year1: 1, stipend2: 1, annual: 3 });
  });

  it('finds a label that opens a page, and nothing in pages without labels', () => {
    expect(
      profileFieldPages(['ANNEXURE - C', 'Stipend Paid to the students I st Year (INR): 1']),
    ).toEqual({
      stipend1: 2,
    });
    expect(profileFieldPages(['Quarterly newsletter', ''])).toEqual({});
    expect(profileFieldPages([])).toEqual({});
  });
});

describe('profileFirstYearFee', () => {
  it('falls back from the year-1 box to the annual fee and the admission amount', () => {
    expect(profileFirstYearFee(readProfileFields(PROFILE_TEXT))).toEqual({
      yearOne: ['admission', 42_200],
      feeNote: null,
    });
  });

  it.each([
    // Another box's placeholder is not the text the fee was published as.
    [{ year1: '1,05,000', admission: '000000' }, ['year1', 105_000], null],
    [{ year1: '0', annual: '1,25,000', admission: '0' }, ['annual', 125_000], null],
    // The read box's own words stay; else the first box with words.
    [{ year1: 'Rs.1,25000/- Through NBEMS' }, ['year1', 125_000], 'Rs.1,25000/- Through NBEMS'],
    [
      { year1: 'As per NBEMS Guidelines', annual: '125000', admission: '0' },
      ['annual', 125_000],
      'As per NBEMS Guidelines',
    ],
    [{ year1: 'AS PER NBEMS NORMS', admission: '00' }, undefined, 'AS PER NBEMS NORMS'],
    [{ year1: '0', admission: '0' }, undefined, null],
  ] as const)('reads %j as %j with the note %j', (fields, yearOne, feeNote) => {
    expect(profileFirstYearFee(fields)).toEqual({ yearOne, feeNote });
  });
});

describe('parseInstituteCodes', () => {
  const codeList = (content: string) =>
    parseInstituteCodes({
      path: 'institutes.txt',
      name: 'institutes.txt',
      bytes: Buffer.from(content),
      sha256: '',
    });

  it("lists each institute and rejects the test entries of MCC's system", () => {
    const parsed = codeList(
      [
        '700001|Nalanda Medical College, Patna, Bihar, 800026',
        '701722|Test Demo 2023, Nic New Delhi, Bihar, 788989',
        '700002|Demonstration Hospital, Pune, Maharashtra, 411001',
      ].join('\n'),
    );
    expect(parsed.instituteFacts.map((facts) => facts.institute.mccCode)).toEqual([
      '700001',
      '700002',
    ]);
    expect(parsed.rejections).toEqual([
      { row: 2, reason: "a test entry of MCC's system, not an institute" },
    ]);
  });
});
