import type { ReactNode } from 'react';
import { DownloadIcon, RotateCcwIcon, SearchIcon } from 'lucide-react';
import { SCREEN_CAPABILITIES, type DataScreen, type TableViewState } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { CounsellingSelect } from '@/components/counselling-select';
import { useSearchText } from '@/hooks/use-search-text';
import { useSession } from '@/lib/session';
import { apiSearch } from '../api/queries';
import { AroundMyRankButton } from '../components/around-my-rank-button';
import { ColumnMenu } from '../components/column-menu';
import type { TableColumn } from '../components/data-table';
import { FilterDialog } from '../components/filter-dialog';
import { RankTypeToggle } from '../components/rank-type-toggle';
import { SortMenu } from '../components/sort-menu';
import type { ScreenTable } from './use-screen-table';

/** The search box: it follows the URL (back, reset) and writes to it after a pause in typing. */
function TableSearch({ view, setView }: { view: TableViewState; setView: ScreenTable['setView'] }) {
  const [searchText, setSearchText] = useSearchText(view.q, (q) =>
    setView({ ...view, q, page: 1 }, { replace: true }),
  );
  return (
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
  );
}

/** The rows of the view as a CSV file, every page (docs/decisions/0067-exports-of-any-size.md). */
function ExportLink({ screen, view }: { screen: DataScreen; view: TableViewState }) {
  return (
    <Button variant="outline" asChild>
      <a href={`/api/${screen}/export.csv?${apiSearch(view, false)}`} download>
        <DownloadIcon aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}

/**
 * A data screen's toolbar (docs/product.md#data-screens): the counselling, then, once one is
 * chosen, filters, sort, columns, rank type, what the screen adds (`children`), around my rank,
 * reset, search and export.
 */
export function TableToolbar<Row>({
  table,
  columns,
  onReset,
  children,
}: {
  table: ScreenTable;
  columns: TableColumn<Row>[];
  onReset: () => void;
  children?: ReactNode;
}) {
  const { screen, view, update, facets, publishedRanks } = table;
  const myRank = useSession().me?.profile?.allIndiaRank ?? null;
  return (
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
          <ColumnMenu
            columns={columns}
            visibility={table.visibility}
            onChange={table.setVisibility}
          />
          {table.ranked && publishedRanks.length > 0 && (
            // Only the ranks the counselling publishes are offered.
            <RankTypeToggle
              published={publishedRanks}
              value={view.rankType}
              onChange={(rankType) => update({ rankType })}
            />
          )}
          {children}
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
          <Button variant="outline" onClick={onReset}>
            <RotateCcwIcon aria-hidden="true" />
            Reset
          </Button>
          <TableSearch view={view} setView={table.setView} />
          <ExportLink screen={screen} view={view} />
        </>
      )}
    </div>
  );
}
