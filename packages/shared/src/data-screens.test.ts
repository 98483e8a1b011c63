import { describe, expect, it } from 'vitest';
import { cutoffDetailQuerySchema, STORED_ROUND_MAX, tableQuerySchema } from './data-screens';

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
