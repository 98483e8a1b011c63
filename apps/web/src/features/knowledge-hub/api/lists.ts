import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  counsellingInfoFacetsSchema,
  counsellingInfoPageSchema,
  courseFacetsSchema,
  coursePageSchema,
  instituteFacetsSchema,
  institutePageSchema,
  universityFacetsSchema,
  universityPageSchema,
} from '@seatscope/shared';
import { apiRequest, type Parser, type QueryParams } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// One hook per Knowledge Hub endpoint (docs/product.md#http-api): lists are `{rows,total,page,pageSize}`.

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

/** College Explorer's search and filters; the screen opens with none. */
export interface InstituteFilters {
  q: string;
  state: string;
  type: string;
  management: string;
}
export const noInstituteFilters: InstituteFilters = { q: '', state: '', type: '', management: '' };

/** College Explorer: 12 a page, more pages appended as the user scrolls. */
export const institutesQueryOptions = (filters: InstituteFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.knowledgeHub.institutes(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/api/institutes', institutePageSchema, {
        params: { ...filters, page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
export const useInstitutes = (filters: InstituteFilters) =>
  useInfiniteQuery(institutesQueryOptions(filters));

/** Atlas of Universities: 10 a page, appended on scroll. */
export const useUniversities = (filters: QueryParams) =>
  useInfiniteQuery({
    queryKey: queryKeys.knowledgeHub.universities(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/api/universities', universityPageSchema, {
        params: { ...filters, page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
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

/** Counselling Info: one page of 50 at a time, Previous/Next. */
export const useCounsellingInfo = (params: QueryParams) =>
  useQuery({
    queryKey: queryKeys.knowledgeHub.counsellingInfo(params),
    queryFn: ({ signal }) =>
      apiRequest('/api/counselling-info', counsellingInfoPageSchema, { params, signal }),
    placeholderData: keepPreviousData,
  });

/** Medical Courses: one page of 50 at a time. */
export const useCourses = (params: QueryParams) =>
  useQuery({
    queryKey: queryKeys.knowledgeHub.courses(params),
    queryFn: ({ signal }) => apiRequest('/api/courses', coursePageSchema, { params, signal }),
    placeholderData: keepPreviousData,
  });

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
