import { describe, expect, it } from 'vitest';
import {
  cutoffDetailQuerySchema,
  isFiltered,
  STORED_ROUND_MAX,
  tableQuerySchema,
} from './data-screens';

// Allotted round lists are stored as their round plus 100 (docs/decisions/0029-round-lists.md):
// every round the data holds must pass the round filters.
describe('round filters', () => {
  it('accept the stored allotted rounds and refuse numbers beyond them', () => {
    const table = tableQuerySchema('cutoffs');
    expect(table.parse({ counselling: 'mcc-neet-pg', round: '3,103,111' }).round).toEqual([
      3, 103, 111,
    ]);
    expect(table.safeParse({ counselling: 'mcc-neet-pg', round: '200' }).success).toBe(false);

    const cell = {
      counselling: 'mcc-neet-pg',
      year: '2023',
      institute: '1',
      course: '2',
      quota: 'All India',
      category: 'Open',
    };
    expect(cutoffDetailQuerySchema.parse({ ...cell, round: '103' }).round).toBe(103);
    expect(cutoffDetailQuerySchema.parse({ ...cell, round: String(STORED_ROUND_MAX) }).round).toBe(
      STORED_ROUND_MAX,
    );
    expect(cutoffDetailQuerySchema.safeParse({ ...cell, round: '200' }).success).toBe(false);
  });
});

const query = (params: Record<string, string>) =>
  tableQuerySchema('allotments').parse({ counselling: 'mcc-neet-pg', ...params });

describe('isFiltered', () => {
  it('is false for paging, sorting and the rank type alone', () => {
    expect(isFiltered(query({}))).toBe(false);
    expect(isFiltered(query({ page: '3', sort: 'fee.desc', rankType: 'counselling' }))).toBe(false);
    expect(isFiltered(query({ q: '   ' }))).toBe(false);
  });

  it.each<Record<string, string>>([
    { state: 'Kerala' },
    { year: '2024' },
    { q: 'college' },
    { institute: 'AIIMS' },
    { rankFrom: '0' },
    { rankTo: '5000' },
  ])('is true for %j', (params) => {
    expect(isFiltered(query(params))).toBe(true);
  });
});
