import { describe, expect, it } from 'vitest';
import {
  addItem,
  comparisonPath,
  figureLabel,
  figureValue,
  readComparisonAddress,
  type ComparedItem,
} from './model';

const option = (instituteId: number, quotaName = 'All India'): ComparedItem => ({
  kind: 'option',
  counselling: 'mcc-neet-pg',
  option: { instituteId, courseId: 7, quotaName, category: 'OBC' },
});
const institute = (instituteId: number): ComparedItem => ({ kind: 'institute', instituteId });

const read = (path: string) => readComparisonAddress(new URL(path, 'https://x.test').searchParams);

describe('the comparison address', () => {
  it('opens the same comparison it was made from, columns in order', () => {
    const address = {
      items: [option(3, 'Deemed, Paid Seats'), institute(9), option(4)],
      rank: 25_000,
      category: 'OBC',
    };
    const path = comparisonPath(address);
    expect(path.startsWith('/app/compare?option=mcc-neet-pg')).toBe(true);
    expect(read(path)).toEqual({ ...address, skipped: 0 });
  });

  it('leaves out repeats, values that name nothing and columns past the fourth, counting them', () => {
    const path =
      '/app/compare?institute=1&institute=1&option=nonsense&option=Bad%20Id,1,2,Q,C' +
      '&institute=0&institute=2&institute=3&institute=4&institute=5&rank=abc';
    const address = read(path);
    expect(address.items).toEqual([institute(1), institute(2), institute(3), institute(4)]);
    expect(address.skipped).toBe(5);
    expect(address.rank).toBeNull();
    expect(address.category).toBeNull();
  });
});

describe('adding to a comparison', () => {
  it('adds at the end, once, and refuses a fifth column', () => {
    let items: ComparedItem[] = [];
    for (const item of [option(1), institute(1), option(2)]) {
      const added = addItem(items, item);
      expect(added.outcome).toBe('added');
      items = added.items;
    }
    expect(addItem(items, option(1))).toEqual({ items, outcome: 'already' });
    items = addItem(items, option(1, 'Management')).items;
    expect(items).toHaveLength(4);
    expect(addItem(items, institute(2))).toEqual({ items, outcome: 'full' });
  });
});

describe('money figures', () => {
  it('reads any figure by its field name, so a new one needs no change', () => {
    expect(figureLabel('feeYear1')).toBe('Fee year 1');
    expect(figureLabel('nriFeeYear2')).toBe('NRI fee year 2');
    expect(figureLabel('reallocationDeduction')).toBe('Reallocation deduction');
    expect(figureValue('bondYears', 2)).toBe('2 years');
    expect(figureValue('admissionFee', 123_456)).toBe('₹1,23,456');
  });
});
