import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KNOWLEDGE_HUB_LISTS, type KnowledgeHubList } from '@seatscope/shared';
import { hubListPath } from './api/lists';
import { readHubUrl, writeHubUrl } from './list-url';

// A Knowledge Hub screen's URL -> its state -> the API's parameters -> the URL again, through
// the one list contract (packages/shared/src/list-query.ts).

const LISTS = Object.keys(KNOWLEDGE_HUB_LISTS) as KnowledgeHubList[];
const letter = fc.constantFrom(...'AbcKmXyz');
const name = fc
  .tuple(letter, fc.array(fc.constantFrom(...'aZ ()&.-', ', '), { maxLength: 10 }), letter)
  .map(([first, middle, last]) => [first, ...middle, last].join(''));
const valueOrNone = fc.oneof(fc.constant(''), name);

describe('a Knowledge Hub screen: URL -> state -> API parameters -> URL', () => {
  it.each(LISTS)('%s round-trips', (list) => {
    const contract = KNOWLEDGE_HUB_LISTS[list];
    const state = fc.record({
      q: valueOrNone,
      page: fc.integer({ min: 1, max: 100_000 }),
      filters: fc.record(
        Object.fromEntries(contract.filters.map((key) => [key, valueOrNone])) as Record<
          string,
          fc.Arbitrary<string>
        >,
      ),
    });
    fc.assert(
      fc.property(state, ({ q, page, filters }) => {
        const url = writeHubUrl(list, new URLSearchParams('other=kept'), { q, page, ...filters });
        expect(url.get('other')).toBe('kept');
        const read = readHubUrl(list, url);
        expect(read.page).toBe(page);
        expect(read.values).toEqual({ q, ...filters });
        const apiPath = hubListPath(list, read.values, read.page);
        const apiParams = new URLSearchParams(apiPath.split('?')[1] ?? '');
        url.delete('other');
        expect(apiParams.toString()).toBe(url.toString());
      }),
    );
  });

  it('reads the URLs the screens wrote before, and a change of filter starts at page 1', () => {
    const params = new URLSearchParams('q=aiims&state=Kerala&management=Government&page=3');
    const read = readHubUrl('institutes', params);
    expect(read).toMatchObject({
      page: 3,
      values: { q: 'aiims', state: 'Kerala', type: '', management: 'Government' },
    });
    const next = writeHubUrl('institutes', params, { state: '' });
    expect(next.toString()).toBe('q=aiims&management=Government');
    expect(readHubUrl('institutes', new URLSearchParams('page=abc')).page).toBe(1);
  });
});
