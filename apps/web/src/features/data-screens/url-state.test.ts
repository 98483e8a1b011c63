import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DATA_SCREENS,
  parseTableViewState,
  tableViewParams,
  type DataScreen,
  type TableViewState,
} from '@seatscope/shared';
import { apiSearch } from './api/queries';

// A data screen's view lives in the URL (use-table-view.ts): parseTableViewState reads it,
// tableViewParams writes it, and the same parameters go to the API (apiSearch). The round trip
// through the API's schema is tested with the list contract (lib/list-query.test.ts).

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
