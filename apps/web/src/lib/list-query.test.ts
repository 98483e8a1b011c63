import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DATA_SCREENS,
  KNOWLEDGE_HUB_LISTS,
  ROUND_LISTS,
  ROUND_NUMBER_MAX,
  SCREEN_CAPABILITIES,
  emptyFilters,
  listQuerySchema,
  listViewParams,
  parseListView,
  parseTableViewState,
  tableQuerySchema,
  tableViewParams,
  type DataScreen,
  type ListView,
  type RoundList,
  type TableViewState,
} from '@seatscope/shared';

// The one list contract (packages/shared/src/list-query.ts), for a data screen and a Knowledge
// Hub list alike: the URL is read into a view (forgiving), the view is written as the API's
// parameters, the API reads them (strict) to the same values, and the parameters are the URL
// again.

/** URL parameters as the server's query validator receives them: repeated keys as arrays. */
function queryObject(entries: [string, string][]): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of entries) {
    const before = query[key];
    query[key] =
      before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return query;
}

const toUrl = (entries: [string, string][]) => new URLSearchParams(entries).toString();
const letter = fc.constantFrom(...'AbcKmXyz');
const textOf = (inner: fc.Arbitrary<string>, maxLength: number) =>
  fc
    .tuple(letter, fc.array(inner, { maxLength }), letter)
    .map(([first, middle, last]) => [first, ...middle, last].join(''));
/** Names as facets hold them: letters, spaces, and a comma only with a space after it. */
const name = textOf(fc.constantFrom(...'aZ ()&.-', ', '), 12);
/** A search as typed, with the characters LIKE treats specially; blank or trimmed. */
const search = fc.oneof(fc.constant(''), textOf(fc.constantFrom(...'a9%_ Q'), 20));
const sortOf = <Field extends string>(fields: readonly Field[]) =>
  fields.length === 0
    ? fc.constant(null)
    : fc.option(
        fc.record({
          field: fc.constantFrom(...fields),
          direction: fc.constantFrom('asc' as const, 'desc' as const),
        }),
        { nil: null },
      );

const tableView = (screen: DataScreen): fc.Arbitrary<TableViewState> => {
  const capabilities = SCREEN_CAPABILITIES[screen];
  const list = (key: (typeof capabilities.lists)[number]) =>
    capabilities.lists.includes(key)
      ? fc.uniqueArray(name, { maxLength: 3 })
      : fc.constant<string[]>([]);
  const ints = (key: 'year' | 'round', min: number, max: number) =>
    capabilities.lists.includes(key)
      ? fc.uniqueArray(fc.integer({ min, max }), { maxLength: 3 })
      : fc.constant<number[]>([]);
  const range = (on: boolean) =>
    on ? fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }) : fc.constant(null);
  return fc.record({
    counselling: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/),
    page: fc.integer({ min: 1, max: 100_000 }),
    pageSize: fc.integer({ min: 1, max: 100 }),
    sort: sortOf(capabilities.sorts),
    q: search,
    rankType: fc.constantFrom('ai' as const, 'counselling' as const),
    filters: fc.record({
      state: list('state'),
      quota: list('quota'),
      category: list('category'),
      course: list('course'),
      year: ints('year', 1900, 2999),
      round: ints('round', 0, ROUND_NUMBER_MAX),
      list: capabilities.lists.includes('round')
        ? fc.subarray([...ROUND_LISTS])
        : fc.constant<RoundList[]>([]),
      institute: search,
      rankFrom: range(capabilities.rankRange),
      rankTo: range(capabilities.rankRange),
      bedsFrom: range(capabilities.bedsRange),
      bedsTo: range(capabilities.bedsRange),
    }),
  });
};

describe('a data screen: URL -> view -> API parameters -> URL', () => {
  it.each(DATA_SCREENS)('%s round-trips, and the API reads the same view', (screen) => {
    const apiSchema = tableQuerySchema(screen);
    fc.assert(
      fc.property(tableView(screen), (generated) => {
        const url = toUrl(tableViewParams(generated));
        const view = parseTableViewState(screen, new URLSearchParams(url));
        expect(view).toEqual(generated);
        const apiParams = tableViewParams(view);
        expect(toUrl(apiParams)).toBe(url);
        const api = apiSchema.parse(queryObject(apiParams));
        expect(api).toMatchObject({
          counselling: view.counselling,
          page: view.page,
          pageSize: view.pageSize,
          rankType: view.rankType,
        });
        expect(api.sort ?? null).toEqual(view.sort);
        expect(api.q).toBe(view.q.trim() || undefined);
        for (const key of SCREEN_CAPABILITIES[screen].lists) {
          expect(api[key] ?? []).toEqual(view.filters[key]);
        }
      }),
    );
  });

  it('an empty URL is the default view, and defaults stay out of the URL', () => {
    const view = parseTableViewState('allotments', new URLSearchParams(''));
    expect(view).toEqual({
      counselling: null,
      page: 1,
      pageSize: 50,
      sort: null,
      q: '',
      rankType: 'ai',
      filters: emptyFilters(),
    });
    expect(tableViewParams(view)).toEqual([]);
  });
});

type HubList = keyof typeof KNOWLEDGE_HUB_LISTS;
const HUB_LISTS = Object.keys(KNOWLEDGE_HUB_LISTS) as HubList[];

const hubView = (list: HubList): fc.Arbitrary<ListView> => {
  const contract = KNOWLEDGE_HUB_LISTS[list];
  const value = list === 'courses' ? fc.constantFrom('1', '2', '3', '1.5') : name;
  return fc.record({
    page: fc.integer({ min: 1, max: 100_000 }),
    pageSize: fc.integer({ min: 1, max: contract.pageSize.max }),
    sort: fc.constant(null),
    q: search,
    filters: fc.record(
      Object.fromEntries(
        contract.filters.map((key) => [key, fc.uniqueArray(value, { maxLength: 3 })]),
      ),
    ),
  });
};

describe('a Knowledge Hub list: URL -> view -> API parameters -> URL', () => {
  it.each(HUB_LISTS)('%s round-trips, and the API reads the same view', (list) => {
    const contract = KNOWLEDGE_HUB_LISTS[list];
    const apiSchema = listQuerySchema(contract);
    fc.assert(
      fc.property(hubView(list), (generated) => {
        const url = toUrl(listViewParams(contract, generated));
        const view = parseListView(contract, new URLSearchParams(url));
        expect(view).toEqual(generated);
        const apiParams = listViewParams(contract, view);
        expect(toUrl(apiParams)).toBe(url);
        const api = apiSchema.parse(queryObject(apiParams));
        expect(api).toMatchObject({ page: view.page, pageSize: view.pageSize });
        expect(api.q).toBe(view.q.trim() || undefined);
        for (const key of contract.filters) {
          expect(api[key]).toEqual(view.filters[key]);
        }
      }),
    );
  });

  it('reads a hand-edited URL forgivingly: a bad page is page 1, an unknown filter is ignored', () => {
    const contract = KNOWLEDGE_HUB_LISTS.institutes;
    const view = parseListView(
      contract,
      new URLSearchParams('page=0&pageSize=500&bogus=1&state=Goa'),
    );
    expect(view).toEqual({
      page: 1,
      pageSize: 12,
      sort: null,
      q: '',
      filters: { state: ['Goa'], type: [], management: [] },
    });
  });
});
