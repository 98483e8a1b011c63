import {
  KNOWLEDGE_HUB_LISTS,
  listViewParams,
  parseListView,
  type KnowledgeHubList,
  type ListContract,
  type QueryParamsReader,
} from '@seatscope/shared';
import type { HubFilters } from './api/lists';

// A Knowledge Hub list's URL is read and written by the one list contract
// (docs/decisions/0032-one-list-contract.md), as the data screens' tables are: a screen holds one
// value a filter ('' for all), the URL and the API the contract's lists.

/** A list's search and filters (one value each) and page, from its URL. */
export function readHubUrl<List extends KnowledgeHubList>(list: List, params: QueryParamsReader) {
  const contract: ListContract = KNOWLEDGE_HUB_LISTS[list];
  const view = parseListView(contract, params);
  const values = {
    q: view.q,
    ...Object.fromEntries(contract.filters.map((key) => [key, view.filters[key]?.[0] ?? ''])),
  } as HubFilters<List>;
  return { view, values, page: view.page };
}

export type HubPatch<List extends KnowledgeHubList> = Partial<HubFilters<List>> & { page?: number };

/**
 * The URL after a change: a change of search or filter starts again at page 1 (no page given),
 * an empty value leaves the URL, and parameters that are not the list's stay as they were.
 */
export function writeHubUrl<List extends KnowledgeHubList>(
  list: List,
  current: URLSearchParams,
  patch: HubPatch<List>,
): URLSearchParams {
  const contract: ListContract = KNOWLEDGE_HUB_LISTS[list];
  const { view } = readHubUrl(list, current);
  const changed = patch as Partial<Record<string, string>> & { page?: number };
  const filters = Object.fromEntries(
    contract.filters.map((key) => {
      const value = changed[key];
      return [key, value === undefined ? (view.filters[key] ?? []) : value ? [value] : []];
    }),
  );
  const next = new URLSearchParams(current);
  for (const key of ['page', 'pageSize', 'sort', 'q', ...contract.filters]) next.delete(key);
  const entries = listViewParams(contract, {
    ...view,
    page: patch.page ?? 1,
    q: changed.q ?? view.q,
    filters,
  });
  for (const [key, value] of entries) next.append(key, value);
  return next;
}
