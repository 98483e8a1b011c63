import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => Object.is(key[index], part));

describe('queryKeys', () => {
  it('gives every endpoint its own key', () => {
    const keys = [
      queryKeys.session,
      queryKeys.me,
      queryKeys.packages,
      queryKeys.stats,
      queryKeys.updates(5),
      queryKeys.authProviders,
      queryKeys.devOutbox,
      queryKeys.dataScreens.counsellings('allotments'),
      queryKeys.dataScreens.facets('allotments', 'mcc-neet-pg'),
      queryKeys.dataScreens.page('allotments', 'counselling=mcc-neet-pg'),
      queryKeys.dataScreens.cutoffDetail(null),
      queryKeys.predictions.page({}),
      queryKeys.predictions.accuracy('mcc-neet-pg'),
      queryKeys.rankMapping({}),
      queryKeys.knowledgeHub.institutes({}),
      queryKeys.knowledgeHub.universities({}),
      queryKeys.knowledgeHub.universityColleges(1),
      queryKeys.knowledgeHub.institute(1),
      queryKeys.knowledgeHub.counsellingInfo({}),
      queryKeys.knowledgeHub.courses({}),
      queryKeys.knowledgeHub.facets('/api/institutes/facets'),
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("invalidating a screen's pages reaches each of its pages and no other screen's", () => {
    const page = queryKeys.dataScreens.page('cutoffs', 'counselling=a&page=2');
    expect(startsWith(page, queryKeys.dataScreens.pages('cutoffs'))).toBe(true);
    expect(startsWith(page, queryKeys.dataScreens.pages('allotments'))).toBe(false);
    expect(startsWith(page, queryKeys.dataScreens.all)).toBe(true);
  });

  it("invalidating a list's replays reaches every rank's replay of it and not its list", () => {
    const replays = queryKeys.choiceLists.replays('mcc-neet-pg');
    expect(startsWith(queryKeys.choiceLists.replay('mcc-neet-pg', 1200), replays)).toBe(true);
    expect(startsWith(queryKeys.choiceLists.replay('mcc-neet-pg', null), replays)).toBe(true);
    expect(startsWith(queryKeys.choiceLists.replay('kea-neet-pg', 1200), replays)).toBe(false);
    expect(startsWith(queryKeys.choiceLists.list('mcc-neet-pg'), replays)).toBe(false);
  });

  it('depends only on its arguments, so two features reading one endpoint share an entry', () => {
    expect(queryKeys.updates(10)).toEqual(queryKeys.updates(10));
    expect(queryKeys.updates(10)).not.toEqual(queryKeys.updates(5));
    expect(queryKeys.dataScreens.facets('financials', 'x')).toEqual(
      queryKeys.dataScreens.facets('financials', 'x'),
    );
  });
});
