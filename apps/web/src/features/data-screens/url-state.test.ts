import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DATA_SCREENS,
  emptyFilters,
  parseTableViewState,
  tableQuerySchema,
  tableViewParams,
  type DataScreen,
  type TableViewState,
} from '@seatscope/shared';
import { apiSearch } from './api/queries';

// A data screen's view lives in the URL (use-table-view.ts): parseTableViewState reads it
// through the API's own schema, tableViewParams writes it, and the same parameters go to the API
// (apiSearch). The round trip through the API's schema is tested with the list contract
// (lib/list-query.test.ts).

const toUrl = (view: TableViewState) => new URLSearchParams(tableViewParams(view)).toString();
const fromUrl = (screen: DataScreen, search: string) =>
  parseTableViewState(screen, new URLSearchParams(search));

describe('data-screen URL state', () => {
  it.each(DATA_SCREENS)('%s: every URL reads as a view that writes back unchanged', (screen) => {
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

  it.each(DATA_SCREENS)('%s: what any URL reads as, the API accepts', (screen) => {
    const anyValue = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -5, max: 100_000_000 }).map(String),
      fc.constantFrom('2023', '42', '101', '13', 'held', 'both', 'fee.desc', 'aiRank.asc'),
    );
    const anyParam = fc.tuple(
      fc.constantFrom(
        'counselling',
        'page',
        'pageSize',
        'sort',
        'q',
        'institute',
        'rankType',
        'state',
        'year',
        'round',
        'list',
        'rankFrom',
        'bedsTo',
      ),
      anyValue,
    );
    const apiSchema = tableQuerySchema(screen);
    fc.assert(
      fc.property(fc.array(anyParam, { maxLength: 8 }), (entries) => {
        const view = fromUrl(screen, new URLSearchParams(entries).toString());
        const sent = Object.fromEntries(
          [...new URLSearchParams(apiSearch({ ...view, counselling: 'mcc-neet-pg' }))].reduce(
            (all, [key, value]) => all.set(key, [...(all.get(key) ?? []), value]),
            new Map<string, string[]>(),
          ),
        );
        expect(apiSchema.safeParse(sent).error?.issues ?? []).toEqual([]);
      }),
    );
  });

  it('drops a year or round the API refuses, keeping the ones it takes', () => {
    const view = fromUrl('cutoffs', 'counselling=mcc-neet-pg&year=42&year=2023&round=13,2');
    expect(view.filters.year).toEqual([2023]);
    expect(view.filters.round).toEqual([2]);
    expect(apiSearch(view)).toBe('counselling=mcc-neet-pg&year=2023&round=2');
    expect(fromUrl('allotments', 'year=42&rankFrom=999999999&pageSize=101').filters).toEqual(
      emptyFilters(),
    );
    expect(fromUrl('allotments', 'pageSize=101').pageSize).toBe(50);
  });

  it('drops a search or institute the API would refuse, and keeps one it takes as typed', () => {
    expect(fromUrl('allotments', `q=${'a'.repeat(201)}`).q).toBe('');
    expect(fromUrl('allotments', 'q=a%01b').q).toBe('');
    expect(fromUrl('allotments', 'institute=a%E2%80%AEb').filters.institute).toBe('');
    expect(fromUrl('allotments', 'q=AIIMS+').q).toBe('AIIMS ');
  });

  it('reads a good address as a view that writes the same address', () => {
    const address =
      'counselling=mcc-neet-pg&page=2&pageSize=100&sort=aiRank.desc&q=Delhi&rankType=counselling' +
      '&state=Goa&state=Kota%2C+Rajasthan&quota=All+India&year=2022&year=2023&round=1&round=10' +
      '&list=allotted&institute=AIIMS&rankFrom=100&rankTo=5000';
    const view = fromUrl('allotments', address);
    expect(view).toMatchObject({
      counselling: 'mcc-neet-pg',
      page: 2,
      pageSize: 100,
      sort: { field: 'aiRank', direction: 'desc' },
      rankType: 'counselling',
      filters: { state: ['Goa', 'Kota, Rajasthan'], year: [2022, 2023], round: [1, 10] },
    });
    expect(toUrl(view)).toBe(address);
  });

  it('drops what a screen does not support instead of failing', () => {
    const view = fromUrl('financials', 'sort=aiRank.asc&round=2&rankFrom=5&bedsFrom=10&page=0');
    expect(view.sort).toBeNull();
    expect(view.filters.round).toEqual([]);
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
