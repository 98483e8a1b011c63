import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDownIcon, ArrowUpIcon, DownloadIcon, RotateCcwIcon, SearchIcon } from 'lucide-react';
import {
  FINANCIAL_MONEY_BOXES,
  SCREEN_CAPABILITIES,
  PAGE_SIZES,
  emptyFilters,
  describeSuspectMark,
  type CutoffRow,
  type DataScreen,
  type CutoffPage,
  type Facets,
  type FinancialMoneyBox,
  type RankType,
  type ScreenRowTypes,
  type TableViewState,
  formatListTotal,
} from '@seatscope/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageMain } from '@/components/layout/page-main';
import { PastTheEnd } from '@/components/past-the-end';
import { useSession } from '@/lib/session';
import { apiSearch, useFacets, useTablePage } from './api/queries';
import { SCREEN_COLUMNS, defaultVisibility, type ScreenColumn } from './columns';
import { AroundMyRankButton } from './components/around-my-rank-button';
import { ColumnMenu } from './components/column-menu';
import { CounsellingSelect } from '@/components/counselling-select';
import { CutoffDetailDialog, type OpenCutoffCell } from './components/cutoff-detail-dialog';
import { DataTable, type TableColumn } from './components/data-table';
import { DemoAlert, DemoNoMatch, DemoOverlay } from './components/demo-notice';
import { FilterDialog } from './components/filter-dialog';
import { RankTypeToggle, shownRankType } from './components/rank-type-toggle';
import { RowDetailsDialog } from './components/row-details-dialog';
import { SortMenu } from './components/sort-menu';
import { SuspectNote } from './components/suspect-note';
import { formatRank } from './format';
import { orderCutoffColumns, rankChange } from './cutoff-columns';
import { useTableView } from './use-table-view';
import { useSearchText } from '@/hooks/use-search-text';
import { queryKeys } from '@/lib/query-keys';

export interface DataScreenProps {
  screen: DataScreen;
  title: string;
  /** The prompt before a counselling is chosen (docs/product.md#data-screens). */
  emptyPrompt: string;
  /** Opens the purchase flow; the app layer decides what that is. */
  onPurchase: () => void;
  /**
   * Actions on a Cutoff Ranks row, shown in its details (the app layer passes the choice list's
   * "Add to choice list", docs/decisions/0026-choice-list.md).
   */
  cutoffRowActions?: (counselling: string, row: CutoffRow) => ReactNode;
}

type AnyRow = ScreenRowTypes[DataScreen];

// The chart library loads with the first row details of Cutoff Ranks, not with the screen.
const TrendChart = lazy(() => import('@/components/trend-chart/trend-chart'));

/** Columns that stay away when no row of the counselling has their field (e.g. fee lists without courses). */
const FACET_OF_COLUMN: Partial<
  Record<string, keyof Pick<Facets, 'courses' | 'quotas' | 'categories' | 'years'>>
> = { course: 'courses', quota: 'quotas', category: 'categories', year: 'years' };
const isMoneyBox = (id: string): id is FinancialMoneyBox =>
  FINANCIAL_MONEY_BOXES.some((box) => box === id);
const RANK_COLUMNS: Partial<Record<string, RankType>> = {
  aiRank: 'ai',
  counsellingRank: 'counselling',
};

/** The chosen seat's rows of every quota and category, the chosen one first (itself until they load). */
function trendRows(seat: CutoffRow, page: CutoffPage | undefined): CutoffRow[] {
  const others = (page?.rows ?? []).filter(
    (row) =>
      row.instituteId === seat.instituteId && row.courseId === seat.courseId && row.id !== seat.id,
  );
  return [seat, ...others];
}

/** One data screen: toolbar, table, paging, details and demo notices (docs/product.md#data-screens, docs/product.md#demo-rule). */
export function DataScreenView({
  screen,
  title,
  emptyPrompt,
  onPurchase,
  cutoffRowActions,
}: DataScreenProps) {
  const [urlView, setView] = useTableView(screen);
  const myRank = useSession().me?.profile?.allIndiaRank ?? null;
  const queryClient = useQueryClient();
  const facets = useFacets(screen, urlView.counselling);
  const ranked = SCREEN_CAPABILITIES[screen].sorts.includes('aiRank');
  const publishedRanks = facets.data?.rankTypes ?? [];
  const view = { ...urlView, rankType: shownRankType(urlView.rankType, publishedRanks) };
  // A ranked screen waits for the ranks the counselling publishes before asking for a page.
  const page = useTablePage(screen, view, !ranked || facets.data !== undefined);
  const [newestFirst, setNewestFirst] = useState(true);
  const [visibility, setVisibility] = useState(() => defaultVisibility(screen));
  const [selected, setSelected] = useState<AnyRow | null>(null);
  const [cell, setCell] = useState<OpenCutoffCell | null>(null);
  const selectedSeat = screen === 'cutoffs' ? (selected as CutoffRow | null) : null;
  // Every quota and category of the chosen row's institute and course, for the trend chart.
  const seatRows = useTablePage(
    'cutoffs',
    {
      counselling: view.counselling,
      page: 1,
      pageSize: PAGE_SIZES.maxDataTable,
      sort: null,
      q: '',
      rankType: view.rankType,
      filters: {
        ...emptyFilters(),
        institute: selectedSeat?.instituteName ?? '',
        course: selectedSeat ? [selectedSeat.courseName] : [],
      },
    },
    selectedSeat !== null,
  );

  // The search box follows the URL (back, reset) and writes to it after a pause in typing.
  const [searchText, setSearchText] = useSearchText(view.q, (q) =>
    setView({ ...view, q, page: 1 }, { replace: true }),
  );

  const update = (patch: Partial<TableViewState>) => setView({ ...view, ...patch });
  const data = page.data;
  const cutoffColumns = orderCutoffColumns(
    data && 'columns' in data ? data.columns : [],
    newestFirst,
  );
  // Fields no row of the counselling has, and ranks it does not publish, are not columns.
  const baseColumns = (SCREEN_COLUMNS[screen] as ScreenColumn<AnyRow>[]).filter((column) => {
    const facet = FACET_OF_COLUMN[column.id];
    const rank = RANK_COLUMNS[column.id];
    if (facet && facets.data && facets.data[facet].length === 0) return false;
    // A profile's box is a column where the counselling's fee rows have it, once that is known.
    if (isMoneyBox(column.id)) return facets.data?.moneyBoxes.includes(column.id) ?? false;
    return !rank || !facets.data || publishedRanks.includes(rank);
  });
  const asTableColumn = (column: ScreenColumn<AnyRow>): TableColumn<AnyRow> => ({
    id: column.id,
    header: column.header,
    numeric: column.numeric,
    sticky: column.sticky,
    cell: column.cell ?? column.value,
  });
  const closingRankColumns: TableColumn<AnyRow>[] = cutoffColumns.map((column) => ({
    id: `cutoff-${column.key}`,
    header: column.label,
    note: column.listNote,
    numeric: true,
    cell: (row: AnyRow) => {
      const rank = (row as CutoffRow).closingRanks[column.key];
      if (rank === undefined) return '-';
      const cutoffRow = row as CutoffRow;
      const change = rankChange(cutoffColumns, column, cutoffRow.closingRanks);
      const mark = cutoffRow.suspectRanks[column.key];
      const ChangeIcon = change?.direction === 'up' ? ArrowUpIcon : ArrowDownIcon;
      return (
        <span className="inline-flex items-center gap-1">
          <button
            type="button"
            className="text-primary underline-offset-4 hover:underline"
            aria-label={`${column.label} closing rank ${formatRank(rank)} at ${cutoffRow.instituteName}, ${cutoffRow.courseName}`}
            onClick={(event) => {
              event.stopPropagation();
              if (!view.counselling) return;
              setCell({
                counselling: view.counselling,
                year: column.year,
                round: column.round,
                list: column.list,
                // The title reads "Round 2", or the round's own label ("Stray").
                roundName: column.roundLabel,
                institute: cutoffRow.instituteId,
                course: cutoffRow.courseId,
                quota: cutoffRow.quotaName,
                category: cutoffRow.category,
              });
            }}
          >
            {formatRank(rank)}
          </button>
          {change && (
            <span title={change.label} className="text-muted-foreground">
              <ChangeIcon aria-hidden="true" className="size-3" />
              <span className="sr-only">{change.label}</span>
            </span>
          )}
          {mark && <SuspectNote mark={mark} />}
        </span>
      );
    },
  }));
  // Who the row is first, then the closing ranks (Cutoff Ranks), then the other numbers.
  const inTable = baseColumns.filter((column) => !column.detailsOnly);
  const tableColumns: TableColumn<AnyRow>[] = [
    ...inTable.filter((column) => column.sticky).map(asTableColumn),
    ...closingRankColumns,
    ...inTable.filter((column) => !column.sticky).map(asTableColumn),
  ];

  const reset = () => {
    setVisibility(defaultVisibility(screen));
    setNewestFirst(true);
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

  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A search's count stops at the cap: past it, the next page is there while pages come full.
  const totalCapped = data?.totalCapped ?? false;
  const hasNextPage = data
    ? data.page < totalPages || (totalCapped && data.rows.length === data.pageSize)
    : false;
  const errorMessage = page.error?.message || 'Failed to fetch data';
  const selectedFields = selected
    ? [
        ...baseColumns.map((column) => ({ label: column.header, value: column.value(selected) })),
        ...cutoffColumns.map((column) => {
          const ranks = (selected as CutoffRow).closingRanks;
          const rank = ranks[column.key];
          const change = rankChange(cutoffColumns, column, ranks);
          const mark = (selected as CutoffRow).suspectRanks[column.key];
          const shown = [
            rank === undefined ? '-' : formatRank(rank),
            change && `(${change.label})`,
            mark && `(${describeSuspectMark(mark)})`,
          ];
          return { label: column.label, value: shown.filter(Boolean).join(' ') };
        }),
      ]
    : [];

  return (
    <PageMain className="flex min-w-0 flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <div className="flex flex-wrap items-center gap-2">
        <CounsellingSelect
          screen={screen}
          value={view.counselling}
          onChange={(counselling) => update({ counselling, page: 1 })}
        />
        {view.counselling && (
          <>
            <FilterDialog
              screen={screen}
              facets={facets.data}
              value={view.filters}
              onApply={(filters) => update({ filters, page: 1 })}
            />
            <SortMenu
              screen={screen}
              value={view.sort}
              rankTypes={facets.data ? publishedRanks : undefined}
              onChange={(sort) => update({ sort })}
            />
            <ColumnMenu columns={tableColumns} visibility={visibility} onChange={setVisibility} />
            {ranked && publishedRanks.length > 0 && (
              // Only the ranks the counselling publishes are offered.
              <RankTypeToggle
                published={publishedRanks}
                value={view.rankType}
                onChange={(rankType) => update({ rankType })}
              />
            )}
            {screen === 'cutoffs' && (
              // A toggle: pressed, the newest year comes first; released, the oldest.
              <Button
                variant={newestFirst ? 'default' : 'outline'}
                aria-pressed={newestFirst}
                onClick={() => setNewestFirst(!newestFirst)}
              >
                Newest year first
              </Button>
            )}
            {SCREEN_CAPABILITIES[screen].rankRange &&
              myRank !== null &&
              publishedRanks.includes('ai') && (
                // The profile's rank is an All India Rank: offered where the counselling publishes one.
                <AroundMyRankButton
                  rank={myRank}
                  filters={view.filters}
                  onApply={(filters) => update({ filters, rankType: 'ai', page: 1 })}
                />
              )}
            <Button variant="outline" onClick={reset}>
              <RotateCcwIcon aria-hidden="true" />
              Reset
            </Button>
            <div className="relative min-w-48 flex-1">
              <SearchIcon
                aria-hidden="true"
                className="absolute top-2.5 left-2.5 size-4 text-muted-foreground"
              />
              <Input
                type="search"
                aria-label="Search"
                placeholder="Search"
                className="pl-8"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
              />
            </div>
            <Button variant="outline" asChild>
              <a href={`/api/${screen}/export.csv?${apiSearch(view, false)}`} download>
                <DownloadIcon aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          </>
        )}
      </div>
      {/* One failure, one banner: when the page failed too, its banner says it. */}
      {facets.isError && !page.isError && (
        <Alert variant="destructive">
          <AlertDescription>
            {facets.error.message || 'Failed to fetch filter options'}
          </AlertDescription>
        </Alert>
      )}

      {!view.counselling ? (
        <p className="text-muted-foreground">{emptyPrompt}</p>
      ) : page.isPending ? (
        <p role="status">Loading...</p>
      ) : page.isError ? (
        screen === 'seat-matrix' ? (
          <p role="alert" className="text-destructive">
            Error: {errorMessage}
          </p>
        ) : (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage}</AlertDescription>
          </Alert>
        )
      ) : (
        <>
          {data?.demo && <DemoAlert />}
          {data?.demo && screen === 'allotments' && (
            <p className="text-sm text-muted-foreground">Demo mode: showing first 5 rows.</p>
          )}
          {data && data.rows.length === 0 ? (
            data.demo ? (
              // Only a filter empties the sample; what it finds in the full data is not told.
              <DemoNoMatch onPurchase={onPurchase} />
            ) : (
              <p className="rounded-md border p-6 text-center text-muted-foreground">
                No data available
              </p>
            )
          ) : (
            <div className="min-w-0" aria-busy={page.isFetching}>
              <DataTable
                caption={title}
                columns={tableColumns}
                rows={(data?.rows ?? []) as AnyRow[]}
                visibility={visibility}
                onRowClick={setSelected}
                sorting={{
                  sort: view.sort,
                  fields: SCREEN_CAPABILITIES[screen].sorts,
                  onSort: (sort) => update({ sort }),
                }}
              />
            </div>
          )}
          {data?.demo ? (
            <DemoOverlay onPurchase={onPurchase} />
          ) : (
            data && (
              <nav
                aria-label="Pagination"
                className="flex flex-wrap items-center justify-between gap-2"
              >
                {/* While the next page loads, the previous one stands in: no note for it. */}
                {!page.isPlaceholderData && view.page > data.page && (
                  <PastTheEnd asked={view.page} page={data.page} />
                )}
                <p className="text-sm text-muted-foreground">
                  {data.total === 0
                    ? '0 rows'
                    : `Showing ${(data.page - 1) * data.pageSize + 1}–${Math.min(
                        data.page * data.pageSize,
                        data.total,
                      )} of ${formatListTotal({ total: data.total, totalCapped })}`}
                </p>
                <div className="flex items-center gap-2">
                  <Button
                    variant="outline"
                    disabled={data.page <= 1}
                    onClick={() => update({ page: data.page - 1 })}
                  >
                    Previous
                  </Button>
                  <span className="text-sm">
                    Page {data.page} of {formatListTotal({ total: totalPages, totalCapped })}
                  </span>
                  <Button
                    variant="outline"
                    disabled={!hasNextPage}
                    onClick={() => update({ page: data.page + 1 })}
                  >
                    Next
                  </Button>
                </div>
              </nav>
            )
          )}
        </>
      )}

      <RowDetailsDialog
        title={selected ? selected.instituteName : null}
        fields={selectedFields}
        extra={
          selectedSeat ? (
            <>
              <Suspense fallback={<p role="status">Loading chart…</p>}>
                <TrendChart columns={cutoffColumns} rows={trendRows(selectedSeat, seatRows.data)} />
              </Suspense>
              {view.counselling && cutoffRowActions && (
                <div className="flex flex-wrap gap-2">
                  {cutoffRowActions(view.counselling, selectedSeat)}
                </div>
              )}
            </>
          ) : undefined
        }
        onClose={() => setSelected(null)}
      />
      <CutoffDetailDialog cell={cell} onClose={() => setCell(null)} />
    </PageMain>
  );
}
