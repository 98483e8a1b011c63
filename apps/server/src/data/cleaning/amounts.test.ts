import { describe, expect, it } from 'vitest';
import { parseAmount, parseCount, parseFee, parseYears } from './amounts';

describe('parseAmount', () => {
  it('reads rupee amounts with Indian and western grouping', () => {
    expect(parseAmount('₹ 6,500')).toEqual({ value: 6500, note: null });
    expect(parseAmount('₹1,24,300*')).toEqual({ value: 124300, note: '₹1,24,300*' });
    expect(parseAmount('110,160')).toEqual({ value: 110160, note: null });
    expect(parseAmount('Rs.132650/-')).toEqual({ value: 132650, note: null });
    expect(parseAmount(42200)).toEqual({ value: 42200, note: null });
  });

  it('keeps the text of an amount with a note mark', () => {
    expect(parseAmount('₹6,000*')).toEqual({ value: 6000, note: '₹6,000*' });
  });

  it('reads missing values as null', () => {
    expect(parseAmount('-')).toEqual({ value: null, note: null });
    expect(parseAmount('NA')).toEqual({ value: null, note: null });
    expect(parseAmount('Info Not Available')).toEqual({ value: null, note: null });
  });

  it('does not mistake percentages, years or run-together numbers for amounts', () => {
    expect(parseAmount('10% Deducted').value).toBeNull();
    expect(parseAmount('3 Years fees').value).toBeNull();
    expect(parseAmount('300001800012500000000').value).toBeNull();
  });

  it('prefers the amount after a currency mark', () => {
    expect(
      parseAmount('1.Clinical fees Rs.1,87,110-00 2.Para Clinical fees Rs.1,32,110-00').value,
    ).toBe(187110);
  });
});

// Fee texts as the MCC college profiles (mcc-neet-pg-institute-profiles) and the PG bond list
// (other/pg-institute-bonds.json) write them.
describe('parseFee on real fee texts', () => {
  it.each([
    ['1,25000/-', 125_000, null],
    ['1,00000/-', 100_000, null],
    ['1,05000/-', 105_000, null],
    ['Rs.1,25000/- Through NBEMS', 125_000, 'Rs.1,25000/- Through NBEMS'],
    [
      '121500/- Institution Fee 18000/- Hostel Fee Per Annum',
      121_500,
      '121500/- Institution Fee 18000/- Hostel Fee Per Annum',
    ],
    [
      '54500 of which Tuition fees 43500, Student activity fee 1000',
      54_500,
      '54500 of which Tuition fees 43500, Student activity fee 1000',
    ],
    [
      'According NBE and STATE Govt Rule 125000',
      125_000,
      'According NBE and STATE Govt Rule 125000',
    ],
    [
      'INR 23354 excluding Hostel Fees INR 14495 for Single Seated',
      23_354,
      'INR 23354 excluding Hostel Fees INR 14495 for Single Seated',
    ],
    ['125,000', 125_000, null],
    ['147,500', 147_500, null],
  ])('reads %j as %d, keeping its words', (text, value, note) => {
    expect(parseFee(text)).toEqual({ value, note });
  });

  it.each([
    ['AS PER GOVT RULE', 'AS PER GOVT RULE'],
    ['As per NBEMS guidelines The Amount of Fe', 'As per NBEMS guidelines The Amount of Fe'],
    ['Refer to our web portal www.nitte.edu.in', 'Refer to our web portal www.nitte.edu.in'],
    ['https://www.amrita.edu/program/md-ms/', 'https://www.amrita.edu/program/md-ms/'],
    // Placeholders of the bond list: no seat costs ₹1.
    ['1', '1'],
    ['2', '2'],
    ['00', '00'],
    ['0000', '0000'],
    ['54', '54'],
    ['-', null],
  ])('reads %j as no number, keeping its text', (text, note) => {
    expect(parseFee(text)).toEqual({ value: null, note });
  });
});

describe('parseCount and parseYears', () => {
  it('reads beds and bond years', () => {
    expect(parseCount('750')).toBe(750);
    expect(parseCount('Info Not Available')).toBeNull();
    expect(parseYears('3')).toBe(3);
    expect(parseYears('-')).toBeNull();
  });
});
