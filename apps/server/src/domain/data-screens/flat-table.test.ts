import { describe, expect, it } from 'vitest';
import { tableQuerySchema, type SortField, type TableQuery } from '@seatscope/shared';
import { DomainError } from '../../common/errors';
import { CUTOFF_RANKS, FLAT_SCREENS } from './registry';
import { pageOrder } from './flat-table';
import { filterCondition } from './screen-filters';

const query = (overrides: Partial<TableQuery>): TableQuery => ({
  ...tableQuerySchema('allotments').parse({ counselling: 'mcc-neet-pg' }),
  ...overrides,
});

// The registry is total (docs/decisions/0032-one-list-contract.md): a sort or filter a screen
// does not define is refused by name, never answered in another order or unfiltered.
describe('flat screen registry', () => {
  it('refuses a sort the screen does not offer instead of falling back', () => {
    const ask = () =>
      pageOrder(
        FLAT_SCREENS['seat-matrix'],
        query({ sort: { field: 'aiRank', direction: 'asc' } }),
      );
    expect(ask).toThrow(DomainError);
    expect(ask).toThrow('Sort field aiRank is not available on seat-matrix.');
  });

  it('refuses a list filter or a range the screen does not offer', () => {
    expect(() => filterCondition(FLAT_SCREENS.financials, query({ round: [2] }))).toThrow(
      'Filter round is not available on financials.',
    );
    expect(() => filterCondition(FLAT_SCREENS.financials, query({ rankFrom: 5 }))).toThrow(
      'Filter rankFrom/rankTo is not available on financials.',
    );
  });

  it('orders by every sort a screen offers', () => {
    for (const def of Object.values(FLAT_SCREENS)) {
      for (const field of Object.keys(def.sorts) as SortField[]) {
        expect(() => pageOrder(def, query({ sort: { field, direction: 'desc' } }))).not.toThrow();
      }
    }
  });
});

// Cutoff Ranks is an entry of the same registry: a filter it does not define is refused by the
// same rule, by name.
describe('Cutoff Ranks registry entry', () => {
  const cutoffQuery = (overrides: Partial<TableQuery>): TableQuery => ({
    ...tableQuerySchema('cutoffs').parse({ counselling: 'mcc-neet-pg' }),
    ...overrides,
  });

  it('refuses a range Cutoff Ranks does not offer', () => {
    expect(() => filterCondition(CUTOFF_RANKS, cutoffQuery({ rankFrom: 5 }))).toThrow(
      'Filter rankFrom/rankTo is not available on cutoffs.',
    );
    expect(() => filterCondition(CUTOFF_RANKS, cutoffQuery({ bedsTo: 5 }))).toThrow(
      'Filter bedsFrom/bedsTo is not available on cutoffs.',
    );
  });

  it('filters by every list filter it offers', () => {
    const lists = { state: ['Kerala'], quota: ['AIQ'], category: ['OPEN'], course: ['MD'] };
    expect(() =>
      filterCondition(CUTOFF_RANKS, cutoffQuery({ ...lists, year: [2023], round: [1] })),
    ).not.toThrow();
  });
});
