import { Suspense, lazy } from 'react';
import {
  PAGE_SIZES,
  emptyFilters,
  type CutoffColumn,
  type CutoffPage,
  type CutoffRow,
  type TableViewState,
} from '@seatscope/shared';
import { useTablePage } from '../api/queries';

// The chart library loads with the first row details of Cutoff Ranks, not with the screen.
const TrendChart = lazy(() => import('@/components/trend-chart/trend-chart'));

/** The chosen seat's rows of every quota and category, the chosen one first (itself until they load). */
function trendRows(seat: CutoffRow, page: CutoffPage | undefined): CutoffRow[] {
  const others = (page?.rows ?? []).filter(
    (row) =>
      row.instituteId === seat.instituteId && row.courseId === seat.courseId && row.id !== seat.id,
  );
  return [seat, ...others];
}

/** A Cutoff Ranks row's trend chart: every quota and category of its institute and course. */
export function SeatTrend({
  seat,
  view,
  columns,
}: {
  seat: CutoffRow;
  view: TableViewState;
  columns: CutoffColumn[];
}) {
  const seatRows = useTablePage('cutoffs', {
    counselling: view.counselling,
    page: 1,
    pageSize: PAGE_SIZES.maxDataTable,
    sort: null,
    q: '',
    rankType: view.rankType,
    filters: { ...emptyFilters(), institute: seat.instituteName, course: [seat.courseName] },
  });
  return (
    <Suspense fallback={<p role="status">Loading chart…</p>}>
      <TrendChart columns={columns} rows={trendRows(seat, seatRows.data)} />
    </Suspense>
  );
}
