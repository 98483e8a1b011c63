import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  SCREEN_CAPABILITIES,
  emptyFilters,
  type DataScreen,
  type TableViewState,
} from '@seatscope/shared';
import { queryKeys } from '@/lib/query-keys';
import { useFacets, useTablePage } from '../api/queries';
import { defaultVisibility } from '../columns';
import { shownRankType } from '../components/rank-type-toggle';
import { useTableView } from '../use-table-view';

/**
 * What one data screen's table reads and holds: the view in its address, the counselling's
 * facets, the page, and the columns shown (docs/product.md#data-screens).
 */
export function useScreenTable<S extends DataScreen>(screen: S) {
  const [urlView, setView] = useTableView(screen);
  const queryClient = useQueryClient();
  const facets = useFacets(screen, urlView.counselling);
  const ranked = SCREEN_CAPABILITIES[screen].sorts.includes('aiRank');
  const publishedRanks = facets.data?.rankTypes ?? [];
  const view = { ...urlView, rankType: shownRankType(urlView.rankType, publishedRanks) };
  // A ranked screen waits for the ranks the counselling publishes before asking for a page.
  const page = useTablePage(screen, view, !ranked || facets.data !== undefined);
  const [visibility, setVisibility] = useState(() => defaultVisibility(screen));

  const update = (patch: Partial<TableViewState>) => setView({ ...view, ...patch });
  const reset = () => {
    setVisibility(defaultVisibility(screen));
    setView({
      ...view,
      filters: emptyFilters(),
      sort: null,
      q: '',
      rankType: 'ai',
      page: 1,
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dataScreens.pages(screen) });
  };
  return {
    screen,
    view,
    setView,
    update,
    reset,
    facets,
    ranked,
    publishedRanks,
    page,
    visibility,
    setVisibility,
  };
}

export type ScreenTable<S extends DataScreen = DataScreen> = ReturnType<typeof useScreenTable<S>>;
