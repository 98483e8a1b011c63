import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseTableViewState,
  tableViewParams,
  type DataScreen,
  type TableViewState,
} from '@seatscope/shared';

/**
 * The screen's view (counselling, filters, sort, search, page) lives in the URL, so links can be
 * shared and back and reload restore it. Invalid parameters fall back to defaults.
 */
export function useTableView(screen: DataScreen) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => parseTableViewState(screen, searchParams), [screen, searchParams]);
  const setView = useCallback(
    (next: TableViewState, options: { replace?: boolean } = {}) => {
      setSearchParams(new URLSearchParams(tableViewParams(next)), options);
    },
    [setSearchParams],
  );
  return [view, setView] as const;
}
