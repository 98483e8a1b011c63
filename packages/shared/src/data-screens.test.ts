import { describe, expect, it } from 'vitest';
import { cutoffDetailQuerySchema, parseTableViewState, tableQuerySchema } from './data-screens';
import { roundListsAskedFor } from './rounds';

// Rounds are their own numbers and the list kind a field of its own
// (docs/decisions/0087-rounds-are-rounds-in-the-api.md).
describe('round filters', () => {
  const table = tableQuerySchema('allotments');

  it('take rounds by number and lists by name', () => {
    const query = table.parse({ counselling: 'mcc-neet-pg', round: '1,3', list: 'allotted' });
    expect(query.round).toEqual([1, 3]);
    expect(query.list).toEqual(['allotted']);
    expect(table.parse({ counselling: 'mcc-neet-pg', list: ['held', 'allotted'] }).list).toEqual([
      'held',
      'allotted',
    ]);
  });

  it('refuse a list that is neither held nor allotted, and rounds beyond any list', () => {
    const bad = table.safeParse({ counselling: 'mcc-neet-pg', list: 'both' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('list must be held or allotted');
    for (const round of ['13', '100', '113']) {
      expect(table.safeParse({ counselling: 'mcc-neet-pg', round }).success).toBe(false);
    }
    expect(
      tableQuerySchema('financials').safeParse({ counselling: 'x', list: 'held' }).success,
    ).toBe(false);
  });

  it('read an old encoded round as the round of the allotments list', () => {
    expect(roundListsAskedFor([101], [])).toEqual([{ round: 1, list: 'allotted' }]);
    expect(roundListsAskedFor([1], [])).toEqual([
      { round: 1, list: 'held' },
      { round: 1, list: 'allotted' },
    ]);
    expect(roundListsAskedFor([101], ['held'])).toEqual([]);
    const cell = {
      counselling: 'mcc-neet-pg',
      year: '2023',
      institute: '1',
      course: '2',
      quota: 'All India',
      category: 'Open',
    };
    expect(cutoffDetailQuerySchema.parse({ ...cell, round: '103' }).round).toBe(103);
    expect(cutoffDetailQuerySchema.parse({ ...cell, round: '3', list: 'held' }).list).toBe('held');
    expect(cutoffDetailQuerySchema.safeParse({ ...cell, round: '3', list: 'x' }).success).toBe(
      false,
    );
  });

  it('read an old address as round and list, so a bookmark keeps its rows', () => {
    const read = (query: string) => {
      const params = new Map(query.split('&').map((pair) => pair.split('=') as [string, string]));
      const reader = {
        get: (key: string) => params.get(key) ?? null,
        getAll: (key: string) => {
          const value = params.get(key);
          return value === undefined ? [] : [value];
        },
      };
      return parseTableViewState('allotments', reader).filters;
    };
    expect(read('round=101')).toMatchObject({ round: [1], list: ['allotted'] });
    expect(read('round=3,103')).toMatchObject({ round: [3], list: ['held', 'allotted'] });
    expect(read('round=1&list=allotted')).toMatchObject({ round: [1], list: ['allotted'] });
    expect(read('round=1&list=nonsense')).toMatchObject({ round: [1], list: [] });
  });
});
