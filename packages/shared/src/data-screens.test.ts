import { describe, expect, it } from 'vitest';
import { isFiltered, tableQuerySchema } from './data-screens';

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
