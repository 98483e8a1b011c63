import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type {
  CounsellingInfoFacets,
  CounsellingInfoPage,
  CourseFacets,
  CoursePage,
  InstituteFacets,
  InstitutePage,
  UniversityFacets,
  UniversityPage,
} from '@seatscope/shared';
import { apiGet, type QueryParams } from '@/lib/api-client';

// One hook per Knowledge Hub endpoint (interfaces.md): lists are `{rows,total,page,pageSize}`.

interface Paged {
  page: number;
  pageSize: number;
  total: number;
}

const nextPage = (last: Paged) =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;

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
    queryKey: ['institutes', filters],
    queryFn: ({ pageParam, signal }) =>
      apiGet<InstitutePage>('/api/institutes', { ...filters, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
export const useInstitutes = (filters: InstituteFilters) =>
  useInfiniteQuery(institutesQueryOptions(filters));

/** Atlas of Universities: 10 a page, appended on scroll. */
export const useUniversities = (filters: QueryParams) =>
  useInfiniteQuery({
    queryKey: ['universities', filters],
    queryFn: ({ pageParam, signal }) =>
      apiGet<UniversityPage>('/api/universities', { ...filters, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** Counselling Info: one page of 50 at a time, Previous/Next. */
export const useCounsellingInfo = (params: QueryParams) =>
  useQuery({
    queryKey: ['counselling-info', params],
    queryFn: ({ signal }) =>
      apiGet<CounsellingInfoPage>('/api/counselling-info', params, { signal }),
    placeholderData: keepPreviousData,
  });

/** Medical Courses: one page of 50 at a time. */
export const useCourses = (params: QueryParams) =>
  useQuery({
    queryKey: ['courses', params],
    queryFn: ({ signal }) => apiGet<CoursePage>('/api/courses', params, { signal }),
    placeholderData: keepPreviousData,
  });

const facetsQuery = <Facets>(path: string) => ({
  queryKey: [path],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<Facets>(path, undefined, { signal }),
  staleTime: 5 * 60_000,
});

export const instituteFacetsQueryOptions = facetsQuery<InstituteFacets>('/api/institutes/facets');
export const useInstituteFacets = () => useQuery(instituteFacetsQueryOptions);
export const useUniversityFacets = () =>
  useQuery(facetsQuery<UniversityFacets>('/api/universities/facets'));
export const useCounsellingInfoFacets = () =>
  useQuery(facetsQuery<CounsellingInfoFacets>('/api/counselling-info/facets'));
export const useCourseFacets = () => useQuery(facetsQuery<CourseFacets>('/api/courses/facets'));
