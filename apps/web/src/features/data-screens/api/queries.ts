import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  allotmentPageSchema,
  cutoffDetailSchema,
  cutoffPageSchema,
  facetsSchema,
  financialPageSchema,
  seatMatrixPageSchema,
  tableViewParams,
  type DataScreen,
  type ScreenPageTypes,
  type RoundList,
  type TableViewState,
} from '@seatscope/shared';
import { apiRequest, type Parser } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const PAGE_SCHEMAS: { [S in DataScreen]: Parser<ScreenPageTypes[S]> } = {
  allotments: allotmentPageSchema,
  cutoffs: cutoffPageSchema,
  'seat-matrix': seatMatrixPageSchema,
  financials: financialPageSchema,
};

export function useFacets(screen: DataScreen, counselling: string | null) {
  return useQuery({
    queryKey: queryKeys.dataScreens.facets(screen, counselling),
    queryFn: ({ signal }) =>
      apiRequest(`/api/${screen}/facets`, facetsSchema, {
        params: { counselling: counselling ?? '' },
        signal,
        fallbackMessage: 'Failed to fetch filter options',
      }),
    enabled: counselling !== null,
    staleTime: 5 * 60_000,
  });
}

/** The query string of a view for the API (and for CSV export, without paging). */
export function apiSearch(view: TableViewState, includePaging = true): string {
  return new URLSearchParams(tableViewParams(view, { includePaging })).toString();
}

/** `ready`: false while something the request needs (the published ranks) is still loading. */
export function useTablePage<S extends DataScreen>(screen: S, view: TableViewState, ready = true) {
  return useQuery({
    queryKey: queryKeys.dataScreens.page(screen, apiSearch(view)),
    queryFn: ({ signal }) =>
      apiRequest(`/api/${screen}?${apiSearch(view)}`, PAGE_SCHEMAS[screen], {
        signal,
        fallbackMessage: 'Failed to fetch data',
      }),
    enabled: view.counselling !== null && ready,
    placeholderData: keepPreviousData,
  });
}

export interface CutoffCell {
  counselling: string;
  year: number;
  round: number;
  list: RoundList;
  institute: number;
  course: number;
  quota: string;
  category: string;
}

export function useCutoffDetail(cell: CutoffCell | null) {
  return useQuery({
    queryKey: queryKeys.dataScreens.cutoffDetail(cell),
    queryFn: ({ signal }) =>
      apiRequest('/api/cutoffs/detail', cutoffDetailSchema, {
        // Only the cell's own fields: the endpoint refuses any parameter it does not know.
        params: cell
          ? {
              counselling: cell.counselling,
              year: cell.year,
              round: cell.round,
              list: cell.list,
              institute: cell.institute,
              course: cell.course,
              quota: cell.quota,
              category: cell.category,
            }
          : {},
        signal,
        fallbackMessage: 'Data not available',
      }),
    enabled: cell !== null,
    retry: false,
  });
}
