import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  KNOWLEDGE_HUB_LISTS,
  counsellingInfoFacetsSchema,
  counsellingInfoPageSchema,
  courseFacetsSchema,
  coursePageSchema,
  instituteFacetsSchema,
  institutePageSchema,
  listViewParams,
  universityFacetsSchema,
  universityPageSchema,
  type KnowledgeHubList,
  type ListContract,
} from '@seatscope/shared';
import { apiRequest, type Parser } from '@/lib/api-client';
import { instituteDetailQueryOptions } from '@/lib/queries';
import { queryKeys } from '@/lib/query-keys';

// One hook per Knowledge Hub endpoint (docs/product.md#http-api): lists are `{rows,total,page,pageSize}`.

/** A list's search and filters as its screen holds them: one value a filter, '' for all. */
export type HubFilters<List extends KnowledgeHubList> = { q: string } & Record<
  (typeof KNOWLEDGE_HUB_LISTS)[List]['filters'][number],
  string
>;

/** The API path of one page of a list, its parameters written by the one list contract. */
export function hubListPath<List extends KnowledgeHubList>(
  list: List,
  filters: HubFilters<List>,
  page: number,
): string {
  const { path, ...contract }: ListContract & { path: string } = KNOWLEDGE_HUB_LISTS[list];
  const chosen = (key: string) => {
    const value = (filters as Record<string, string>)[key];
    return value ? [value] : [];
  };
  const params = listViewParams(contract, {
    page,
    pageSize: contract.pageSize.fallback,
    sort: null,
    q: filters.q,
    filters: Object.fromEntries(contract.filters.map((key) => [key, chosen(key)])),
  });
  const search = new URLSearchParams(params).toString();
  return search ? `${path}?${search}` : path;
}

interface Paged {
  rows: unknown[];
  page: number;
  pageSize: number;
  total: number;
  totalCapped: boolean;
}

// A capped total ("10,000+") says only that more rows exist: a full page then has a next one.
const nextPage = (last: Paged) =>
  last.page * last.pageSize < last.total || (last.totalCapped && last.rows.length === last.pageSize)
    ? last.page + 1
    : undefined;

/** A list read a page at a time, more pages appended as the user scrolls. */
const scrolledList = <List extends 'institutes' | 'universities', Page extends Paged>(
  list: List,
  schema: Parser<Page>,
  filters: HubFilters<List>,
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.knowledgeHub[list](filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(hubListPath(list, filters, pageParam), schema, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** College Explorer's search and filters; the screen opens with none. */
export type InstituteFilters = HubFilters<'institutes'>;
export const noInstituteFilters: InstituteFilters = { q: '', state: '', type: '', management: '' };

/** College Explorer: 12 a page, more pages appended as the user scrolls. */
export const institutesQueryOptions = (filters: InstituteFilters) =>
  scrolledList('institutes', institutePageSchema, filters);
export const useInstitutes = (filters: InstituteFilters) =>
  useInfiniteQuery(institutesQueryOptions(filters));

/** Atlas of Universities: 10 a page, appended on scroll. */
export const useUniversities = (filters: HubFilters<'universities'>) =>
  useInfiniteQuery(scrolledList('universities', universityPageSchema, filters));

/** A list read one page at a time with Previous/Next. */
const pagedList = <List extends 'counsellingInfo' | 'courses', Page>(
  list: List,
  schema: Parser<Page>,
  filters: HubFilters<List>,
  page: number,
) => ({
  queryKey: queryKeys.knowledgeHub[list]({ ...filters, page }),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest(hubListPath(list, filters, page), schema, { signal }),
  placeholderData: keepPreviousData,
});

/** A university's colleges, for its details: the first 100 by name, with the total. */
export const useUniversityColleges = (universityId: number | null) =>
  useQuery({
    queryKey: queryKeys.knowledgeHub.universityColleges(universityId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest('/api/institutes', institutePageSchema, {
        params: { universityId: universityId ?? 0, pageSize: 100 },
        signal,
      }),
    enabled: universityId !== null,
  });

/** One institute's details (`GET /api/institutes/{id}`), for College Explorer's dialog. */
export const useInstituteDetail = (instituteId: number | null) =>
  useQuery({ ...instituteDetailQueryOptions(instituteId ?? 0), enabled: instituteId !== null });

/** Counselling Info: one page of 50 at a time, Previous/Next. */
export const useCounsellingInfo = (filters: HubFilters<'counsellingInfo'>, page: number) =>
  useQuery(pagedList('counsellingInfo', counsellingInfoPageSchema, filters, page));

/** Medical Courses: one page of 50 at a time. */
export const useCourses = (filters: HubFilters<'courses'>, page: number) =>
  useQuery(pagedList('courses', coursePageSchema, filters, page));

const facetsQuery = <Facets>(path: string, schema: Parser<Facets>) => ({
  queryKey: queryKeys.knowledgeHub.facets(path),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest(path, schema, { signal }),
  staleTime: 5 * 60_000,
});

export const instituteFacetsQueryOptions = facetsQuery(
  '/api/institutes/facets',
  instituteFacetsSchema,
);
export const useInstituteFacets = () => useQuery(instituteFacetsQueryOptions);
export const useUniversityFacets = () =>
  useQuery(facetsQuery('/api/universities/facets', universityFacetsSchema));
export const useCounsellingInfoFacets = () =>
  useQuery(facetsQuery('/api/counselling-info/facets', counsellingInfoFacetsSchema));
export const useCourseFacets = () =>
  useQuery(facetsQuery('/api/courses/facets', courseFacetsSchema));
