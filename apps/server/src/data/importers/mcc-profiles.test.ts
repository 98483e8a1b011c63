import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSourceFile } from '../import-runner';
import {
  parseInstituteCodes,
  parseProfilePdf,
  profileFeeNote,
  profileFieldPages,
  profileMoneyBoxes,
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
      admissionFee: '42200',
      feeYear1: '0',
      feeYear4: '0',
      stipendYear1: '82000',
      stipendYear2: '90200',
      hostelMen: 'Y',
      hostelWomen: 'N',
      reallocationDeduction: '32200',
      annualFee: '0',
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
    expect(pages).toMatchObject({
      name: 1,
      feeYear1: 1,
      stipendYear2: 1,
      reallocationDeduction: 1,
      annualFee: 2,
    });
    expect(pages.website).toBe(2);
    // The same labels as the joined text gives values for.
    expect(Object.keys(pages)).toEqual(Object.keys(readProfileFields(twoPages.join('\n'))));
  });

  it('is not moved by white space at the page edges or by an empty page', () => {
    const spaced = [`  ${twoPages[0] ?? ''} \n\n `, ' \n ', `\n  ${twoPages[1] ?? ''}  `];
    expect(profileFieldPages(spaced)).toMatchObject({
      feeYear1: 1,
      stipendYear2: 1,
      annualFee: 3,
    });
  });

  it('finds a label that opens a page, and nothing in pages without labels', () => {
    expect(
      profileFieldPages(['ANNEXURE - C', 'Stipend Paid to the students I st Year (INR): 1']),
    ).toEqual({
      stipendYear1: 2,
    });
    expect(profileFieldPages(['Quarterly newsletter', ''])).toEqual({});
    expect(profileFieldPages([])).toEqual({});
  });
});

describe('profileMoneyBoxes', () => {
  it('reads each box as published, a placeholder as no amount, and no box for another', () => {
    const fields = readProfileFields(PROFILE_TEXT);
    const { amounts, pages } = profileMoneyBoxes(fields, { admissionFee: 1, feeYear1: 1 });
    expect(amounts).toMatchObject({
      admissionFee: 42_200,
      feeYear1: null,
      feeYear4: null,
      annualFee: null,
      stipendYear1: 82_000,
      reallocationDeduction: 32_200,
    });
    // A box with no amount has no page.
    expect(pages).toEqual({ admissionFee: 1 });
  });

  it.each([
    ['0', null],
    ['1', null],
    ['00', null],
    ['000000', null],
    ['NA', null],
    ['-', null],
    ['As per NBEMS Guidelines', null],
    ['1,25,000/-', 125_000],
    ['$ 1,390/-', 1_390],
    ['1416.05', 1_416],
  ])('reads a box holding %j as %j', (text, amount) => {
    expect(profileMoneyBoxes({ nriFeeYear1: text }).amounts.nriFeeYear1).toBe(amount);
  });
});

describe('profileFeeNote', () => {
  it.each([
    // A placeholder is not the text the fee was published as.
    [{ feeYear1: '1,05,000', admissionFee: '000000' }, null],
    [{ feeYear1: 'Rs.1,25000/- Through NBEMS' }, 'Rs.1,25000/- Through NBEMS'],
    [{ feeYear1: '0', annualFee: 'As per NBEMS Guidelines' }, 'As per NBEMS Guidelines'],
    [{ feeYear1: 'AS PER NBEMS NORMS', admissionFee: '00' }, 'AS PER NBEMS NORMS'],
    [{ feeYear1: '0', admissionFee: '0' }, null],
  ] as const)('reads %j as %j', (fields, note) => {
    expect(profileFeeNote(fields)).toBe(note);
  });
});

// Real profiles as MCC published them (../shared/data beside the repository, never copied into
// it): every money box with an amount, and the placeholders MCC's form leaves in the others.
describe('parseProfilePdf on real profiles', () => {
  const profile = async (name: string) => {
    const file = await readSourceFile(
      path.resolve(
        import.meta.dirname,
        '../../../../../../shared/data/mcc-neet-pg-institute-profiles',
        name,
      ),
    );
    const [fee] = (await parseProfilePdf(file)).fees;
    return fee;
  };

  it('reads every box of a profile that fills them all with different amounts', async () => {
    // Regional Institute of Ophthalmology (700381): the NRI fees in dollars, year 4-5 boxes "0".
    expect(await profile('700381_profile.pdf')).toMatchObject({
      admissionFee: 47_000,
      feeYears: [47_000, 30_000, 30_000, null, null],
      annualFee: 30_000,
      nriFeeYears: [2_750, 2_500, 2_500, null, null],
      miscellaneousCharges: 17_000,
      reallocationDeduction: 5_000,
      amountRefunded: 42_000,
      amountForfeited: 47_000,
      stipendYears: [56_100, 57_783, 59_516],
      feeText: null,
      sourcePage: 1,
      // The fee table stands on page 1; the annual fee and the charges on page 2.
      boxPages: {
        admissionFee: 1,
        feeYear1: 1,
        feeYear2: 1,
        feeYear3: 1,
        annualFee: 2,
        nriFeeYear1: 1,
        nriFeeYear2: 1,
        nriFeeYear3: 1,
        miscellaneousCharges: 2,
        reallocationDeduction: 1,
        amountRefunded: 1,
        amountForfeited: 1,
        stipendYear1: 1,
        stipendYear2: 1,
        stipendYear3: 1,
      },
    });
  });

  it('reads the fees of years 4 and 5 and the NRI fees on the second page', async () => {
    // Infinity Care Hospital (904260): five years of fees; "NA" charges.
    const fee = await profile('904260_profile.pdf');
    expect(fee).toMatchObject({
      feeYears: [125_000, 125_000, 125_000, 125_000, 125_000],
      nriFeeYears: [1_420, 1_420, 1_420, 1_420, 1_420],
      miscellaneousCharges: null,
      reallocationDeduction: 25_000,
    });
    expect(fee?.boxPages).toMatchObject({ feeYear5: 1, nriFeeYear3: 1, nriFeeYear4: 2 });
  });

  it('keeps the amount paid at admission beside a smaller annual fee', async () => {
    // BHEL Kasturba Hospital (700910): the year boxes are 0; neither box stands in for them.
    expect(await profile('700910_profile.pdf')).toMatchObject({
      admissionFee: 120_000,
      annualFee: 12_000,
      feeYears: [null, null, null, null, null],
      boxPages: { admissionFee: 1, annualFee: 2 },
    });
  });

  it('reads "000000", "0000" and "1" as placeholders, not amounts', async () => {
    // Civil Hospital Shillong (701548): every box but the annual fee and two stipends "0000",
    // the admission amount "000000".
    expect(await profile('701548_profile.pdf')).toMatchObject({
      admissionFee: null,
      feeYears: [null, null, null, null, null],
      annualFee: 125_000,
      nriFeeYears: [null, null, null, null, null],
      miscellaneousCharges: null,
      reallocationDeduction: null,
      amountRefunded: null,
      amountForfeited: null,
      stipendYears: [43_000, 45_000, null],
      boxPages: { annualFee: 2, stipendYear1: 1, stipendYear2: 1 },
    });
    // ESIC Medical College, Joka (700407): the annual fee "1", the admission amount "NA".
    expect(await profile('700407_profile.pdf')).toMatchObject({
      admissionFee: null,
      annualFee: null,
      feeYears: [null, null, null, null, null],
      stipendYears: [78_764, 78_764, 78_764],
    });
  });

  it('keeps words where a box states no amount, and no amount for them', async () => {
    // Choudhury Eye Hospital, Silchar (701546): the deduction and refund "As per DNB guidelines".
    expect(await profile('701546_profile.pdf')).toMatchObject({
      admissionFee: 147_500,
      annualFee: 147_500,
      feeYears: [null, null, null, null, null],
      reallocationDeduction: null,
      amountRefunded: null,
      amountForfeited: null,
      stipendYears: [48_000, 49_500, 51_000],
    });
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
