import { describe, expect, it } from 'vitest';
import type { InstituteDetail } from '@seatscope/shared';
import { figureLines, offeringGroups, sourceText } from './institute-figures';

const profile = {
  counsellingId: 'mcc-neet-pg',
  counsellingName: 'MCC NEET PG',
  fileName: '700957_profile.pdf',
  importKind: 'mcc-profiles',
  sourceRow: 1,
  sourcePage: 1,
};

const bondList = {
  ...profile,
  fileName: 'pg-institute-bonds.json',
  importKind: 'pg-bonds',
  sourceRow: 143,
  sourcePage: null,
};

const detail = (patch: Partial<InstituteDetail>): InstituteDetail => ({
  id: 1,
  code: '700957',
  name: 'Alpha Medical College',
  address: null,
  district: null,
  state: null,
  pin: null,
  university: null,
  type: null,
  management: null,
  beds: null,
  website: null,
  hostelFeeMen: null,
  hostelFeeWomen: null,
  admissionFee: null,
  feeYear1: null,
  feeYear2: null,
  feeYear3: null,
  feeYear4: null,
  feeYear5: null,
  annualFee: null,
  nriFeeYear1: null,
  nriFeeYear2: null,
  nriFeeYear3: null,
  nriFeeYear4: null,
  nriFeeYear5: null,
  miscellaneousCharges: null,
  reallocationDeduction: null,
  amountRefunded: null,
  amountForfeited: null,
  stipendYear1: null,
  stipendYear2: null,
  stipendYear3: null,
  bondYears: null,
  bondPenalty: null,
  hostelFee: null,
  sources: {},
  locked: [],
  offerings: [],
  ...patch,
});

describe('figureLines', () => {
  it('writes each known figure in rupees or years with its file', () => {
    const lines = figureLines(
      detail({
        feeYear1: 123_456,
        bondYears: 1.5,
        bondPenalty: 2_500_000,
        sources: {
          feeYear1: bondList,
          bondYears: bondList,
          bondPenalty: bondList,
        },
      }),
    );
    expect(lines.map(({ label, value, source }) => [label, value, source])).toEqual([
      ['Fee, year 1', '₹1,23,456', 'pg-institute-bonds.json, row 143 (MCC NEET PG)'],
      ['Bond', '1.5 years', 'pg-institute-bonds.json, row 143 (MCC NEET PG)'],
      ['Bond penalty', '₹25,00,000', 'pg-institute-bonds.json, row 143 (MCC NEET PG)'],
    ]);
  });

  it("labels a profile's boxes as the profile does, each with its page, dollars as dollars", () => {
    const page2 = { ...profile, sourcePage: 2 };
    const lines = figureLines(
      detail({
        admissionFee: 120_000,
        annualFee: 12_000,
        nriFeeYear1: 2_750,
        reallocationDeduction: 5_000,
        sources: {
          admissionFee: profile,
          annualFee: page2,
          nriFeeYear1: profile,
          reallocationDeduction: profile,
        },
      }),
    );
    expect(lines.map(({ label, value, source }) => [label, value, source])).toEqual([
      [
        'Amount to be paid at the time of admission (including hostel fees)',
        '₹1,20,000',
        '700957_profile.pdf, page 1 (MCC NEET PG)',
      ],
      ['Annual fees of candidates', '₹12,000', '700957_profile.pdf, page 2 (MCC NEET PG)'],
      ['NRI, 1st year (in $)', '$2,750', '700957_profile.pdf, page 1 (MCC NEET PG)'],
      [
        'Amount of fee to be deducted on re-allocation of seat',
        '₹5,000',
        '700957_profile.pdf, page 1 (MCC NEET PG)',
      ],
    ]);
  });

  it('says what opens a withheld figure and leaves unknown ones out', () => {
    const lines = figureLines(
      detail({ locked: ['feeYear1'], sources: { feeYear1: profile, feeYear2: profile } }),
    );
    expect(lines).toEqual([
      {
        figure: 'feeYear1',
        label: 'Amount to be paid at the time of admission (including hostel fee, 1st year)',
        value: 'Included with a package',
        locked: true,
        source: '700957_profile.pdf, page 1 (MCC NEET PG)',
      },
    ]);
  });
});

describe('sourceText', () => {
  it('names generated demo rows as such', () => {
    expect(
      sourceText({
        ...profile,
        fileName: null,
        importKind: null,
        sourceRow: null,
        sourcePage: null,
      }),
    ).toBe('generated demo data, no imported file (MCC NEET PG)');
  });

  it('names the file alone when no row is stored, and leaves out an unnamed counselling', () => {
    expect(sourceText({ ...bondList, sourceRow: null, counsellingName: null })).toBe(
      'pg-institute-bonds.json',
    );
  });
});

describe('offeringGroups', () => {
  it('groups courses by counselling with their years and seats', () => {
    const groups = offeringGroups([
      {
        counsellingId: 'mcc-neet-pg',
        counsellingName: 'MCC NEET PG',
        level: 'PG',
        courseId: 1,
        courseName: 'MD General Medicine',
        years: [2022, 2023],
        seats: 4,
      },
      {
        counsellingId: 'mcc-neet-pg',
        counsellingName: 'MCC NEET PG',
        level: 'PG',
        courseId: 2,
        courseName: 'MS General Surgery',
        years: [2021, 2022, 2023],
        seats: null,
      },
      {
        counsellingId: 'mcc-neet-ug',
        counsellingName: 'MCC NEET UG',
        level: 'UG',
        courseId: 3,
        courseName: 'MBBS',
        years: [2024],
        seats: 1,
      },
    ]);
    expect(groups).toEqual([
      {
        counsellingId: 'mcc-neet-pg',
        counsellingName: 'MCC NEET PG',
        courses: [
          {
            courseId: 1,
            courseName: 'MD General Medicine',
            years: '2022, 2023',
            seats: '4 seats in 2023',
          },
          {
            courseId: 2,
            courseName: 'MS General Surgery',
            years: '2021–2023',
            seats: 'seats with a package',
          },
        ],
      },
      {
        counsellingId: 'mcc-neet-ug',
        counsellingName: 'MCC NEET UG',
        courses: [{ courseId: 3, courseName: 'MBBS', years: '2024', seats: '1 seat in 2024' }],
      },
    ]);
  });
});
