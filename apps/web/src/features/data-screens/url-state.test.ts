import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DATA_SCREENS,
  LIST_FILTERS,
  SCREEN_CAPABILITIES,
  emptyFilters,
  parseTableViewState,
  tableViewParams,
  type DataScreen,
  type TableViewState,
} from '@seatscope/shared';
import { apiSearch } from './api/queries';

// A data screen's view lives in the URL (use-table-view.ts): parseTableViewState reads it,
// tableViewParams writes it, and the same parameters go to the API (apiSearch).

const toUrl = (view: TableViewState) => new URLSearchParams(tableViewParams(view)).toString();
const fromUrl = (screen: DataScreen, search: string) =>
  parseTableViewState(screen, new URLSearchParams(search));

const name = fc.stringMatching(/^[A-Za-z][A-Za-z ()&.-]{0,20}[A-Za-z]$/);

/** Any view a screen can hold: only the filters and sorts it supports. */
const viewOf = (screen: DataScreen): fc.Arbitrary<TableViewState> => {
  const capabilities = SCREEN_CAPABILITIES[screen];
  const list = (key: (typeof LIST_FILTERS)[number]) =>
    capabilities.lists.includes(key)
      ? fc.uniqueArray(name, { maxLength: 3 })
      : fc.constant<string[]>([]);
  const intList = (key: 'year' | 'round') =>
    capabilities.lists.includes(key)
      ? fc.uniqueArray(fc.integer({ min: 1, max: 2030 }), { maxLength: 3 })
      : fc.constant<number[]>([]);
  const range = (on: boolean) =>
    on ? fc.option(fc.integer({ min: 0, max: 999_999_999 }), { nil: null }) : fc.constant(null);
  return fc.record({
    counselling: fc.option(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/), { nil: null }),
    page: fc.integer({ min: 1, max: 100_000 }),
    pageSize: fc.integer({ min: 1, max: 100 }),
    sort: fc.option(
      fc.record({
        field: fc.constantFrom(...capabilities.sorts),
        direction: fc.constantFrom('asc' as const, 'desc' as const),
      }),
      { nil: null },
    ),
    q: fc.string({ maxLength: 50 }),
    rankType: fc.constantFrom('ai' as const, 'counselling' as const),
    filters: fc.record({
      state: list('state'),
      quota: list('quota'),
      category: list('category'),
      course: list('course'),
      year: intList('year'),
      round: intList('round'),
      institute: fc.string({ maxLength: 50 }),
      rankFrom: range(capabilities.rankRange),
      rankTo: range(capabilities.rankRange),
      bedsFrom: range(capabilities.bedsRange),
      bedsTo: range(capabilities.bedsRange),
    }),
  });
};

describe('data-screen URL state', () => {
  it.each(DATA_SCREENS)('%s: view -> URL -> view gives the same view', (screen) => {
    fc.assert(
      fc.property(viewOf(screen), (view) => {
        expect(fromUrl(screen, toUrl(view))).toEqual(view);
      }),
    );
  });

  it.each(DATA_SCREENS)('%s: any URL reads as a view that writes back unchanged', (screen) => {
    const anyParam = fc.tuple(
      fc.constantFrom('counselling', 'page', 'pageSize', 'sort', 'q', 'rankType', 'state', 'year'),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(anyParam, { maxLength: 8 }), (entries) => {
        const view = fromUrl(screen, new URLSearchParams(entries).toString());
        expect(fromUrl(screen, toUrl(view))).toEqual(view);
      }),
    );
  });

  it('an empty URL is the default view, and defaults stay out of the URL', () => {
    const view = fromUrl('allotments', '');
    expect(view).toEqual({
      counselling: null,
      page: 1,
      pageSize: 50,
      sort: null,
      q: '',
      rankType: 'ai',
      filters: emptyFilters(),
    });
    expect(toUrl(view)).toBe('');
  });

  it('drops what a screen does not support instead of failing', () => {
    const view = fromUrl('financials', 'sort=aiRank.asc&year=2024&rankFrom=5&bedsFrom=10&page=0');
    expect(view.sort).toBeNull();
    expect(view.filters.year).toEqual([]);
    expect(view.filters.rankFrom).toBeNull();
    expect(view.filters.bedsFrom).toBe(10);
    expect(view.page).toBe(1);
  });

  it('sends the API the URL parameters, without paging for an export', () => {
    const view = fromUrl('allotments', 'counselling=mcc-neet-pg&page=3&sort=fee.desc&state=Goa');
    expect(apiSearch(view)).toBe('counselling=mcc-neet-pg&page=3&sort=fee.desc&state=Goa');
    expect(apiSearch(view, false)).toBe('counselling=mcc-neet-pg&sort=fee.desc&state=Goa');
  });
});
