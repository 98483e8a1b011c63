import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  allotmentPageSchema,
  counsellingListSchema,
  cutoffDetailSchema,
  cutoffPageSchema,
  facetsSchema,
  financialPageSchema,
  seatMatrixPageSchema,
  tableViewParams,
  type DataScreen,
  type ScreenPageTypes,
  type TableViewState,
} from '@seatscope/shared';
import { fetchJson } from './fetch-json';

const PAGE_SCHEMAS = {
  allotments: allotmentPageSchema,
  cutoffs: cutoffPageSchema,
  'seat-matrix': seatMatrixPageSchema,
  financials: financialPageSchema,
} as const;

export function counsellingsQuery(screen: DataScreen) {
  return queryOptions({
    queryKey: ['data-screens', 'counsellings', screen],
    queryFn: async () =>
      counsellingListSchema.parse(
        await fetchJson(`/api/counsellings?screen=${screen}`, 'Failed to fetch counsellings'),
      ).counsellings,
    staleTime: 5 * 60_000,
  });
}

export function useCounsellings(screen: DataScreen) {
  return useQuery(counsellingsQuery(screen));
}

export function useFacets(screen: DataScreen, counselling: string | null) {
  return useQuery({
    queryKey: ['data-screens', 'facets', screen, counselling],
    queryFn: async () =>
      facetsSchema.parse(
        await fetchJson(
          `/api/${screen}/facets?counselling=${encodeURIComponent(counselling ?? '')}`,
          'Failed to fetch filter options',
        ),
      ),
    enabled: counselling !== null,
    staleTime: 5 * 60_000,
  });
}

/** The query string of a view for the API (and for CSV export, without paging). */
export function apiSearch(view: TableViewState, includePaging = true): string {
  return new URLSearchParams(tableViewParams(view, { includePaging })).toString();
}

export function useTablePage<S extends DataScreen>(screen: S, view: TableViewState) {
  return useQuery({
    queryKey: ['data-screens', 'page', screen, apiSearch(view)],
    queryFn: async () =>
      PAGE_SCHEMAS[screen].parse(
        await fetchJson(`/api/${screen}?${apiSearch(view)}`, 'Failed to fetch data'),
      ) as ScreenPageTypes[S],
    enabled: view.counselling !== null,
    placeholderData: keepPreviousData,
  });
}

export interface CutoffCell {
  counselling: string;
  year: number;
  round: number;
  institute: number;
  course: number;
  quota: string;
  category: string;
}

export function useCutoffDetail(cell: CutoffCell | null) {
  return useQuery({
    queryKey: ['data-screens', 'cutoff-detail', cell],
    queryFn: async () => {
      const params = new URLSearchParams({
        counselling: cell?.counselling ?? '',
        year: String(cell?.year ?? ''),
        round: String(cell?.round ?? ''),
        institute: String(cell?.institute ?? ''),
        course: String(cell?.course ?? ''),
        quota: cell?.quota ?? '',
        category: cell?.category ?? '',
      });
      return cutoffDetailSchema.parse(
        await fetchJson(`/api/cutoffs/detail?${params}`, 'Data not available'),
      );
    },
    enabled: cell !== null,
    retry: false,
  });
}
