import { Building2 } from 'lucide-react';
import { INFINITE_SCROLL_THRESHOLD_PX, formatListTotal } from '@seatscope/shared';
import { PageMain } from '@/components/layout/page-main';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { useInstituteFacets, useInstitutes } from '../api/lists';
import { useListParams, useSearchText } from '../hooks';
import { HubHero } from './hub-header';
import { InstituteCard } from './institute-card';
import { EmptyResults, EndOfResults, ErrorBanner, LoadingMore } from './list-states';
import { FilterSelect, ListToolbar, SearchBox } from './list-toolbar';

/** College Explorer (docs/product.md#knowledge-hub): a card grid, 12 a page, more on scroll. */
export function CollegeExplorer() {
  const { values, update } = useListParams(['q', 'state', 'type', 'management'] as const);
  const { state, type, management } = values;
  const [search, setSearch] = useSearchText(values.q, (q) => update({ q }, { replace: true }));
  // A new search or filter is a new query, which starts again at page 1.
  const facets = useInstituteFacets();
  const list = useInstitutes({ q: values.q.trim(), state, type, management });
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const firstPage = list.data?.pages[0];

  const sentinelRef = useInfiniteScroll<HTMLDivElement>({
    enabled: list.hasNextPage && !list.isFetchingNextPage,
    thresholdPx: INFINITE_SCROLL_THRESHOLD_PX,
    onReachEnd: () => void list.fetchNextPage(),
    loadedCount: rows.length,
  });

  return (
    <PageMain className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6">
      <HubHero
        icon={Building2}
        title="College Explorer"
        description="Browse medical colleges across India: university, location, type, management, beds and hostel fees."
      >
        {/* The line is there while the facets load, so the list does not move when they come. */}
        <p className="mt-4 min-h-5 text-sm font-medium">
          {facets.data &&
            `${facets.data.total.toLocaleString('en-IN')} colleges in ${facets.data.state.length} states`}
        </p>
      </HubHero>

      <ListToolbar>
        <SearchBox
          value={search}
          onChange={setSearch}
          label="Search colleges"
          placeholder="Search by name, state or district"
        />
        <FilterSelect
          label="State"
          allLabel="All states"
          options={facets.data?.state ?? []}
          value={state}
          onChange={(next) => update({ state: next })}
        />
        <FilterSelect
          label="Type"
          allLabel="All types"
          options={facets.data?.type ?? []}
          value={type}
          onChange={(next) => update({ type: next })}
        />
        <FilterSelect
          label="Management"
          allLabel="All managements"
          options={facets.data?.management ?? []}
          value={management}
          onChange={(next) => update({ management: next })}
        />
      </ListToolbar>

      {firstPage !== undefined && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {rows.length.toLocaleString('en-IN')} of {formatListTotal(firstPage)} colleges
        </p>
      )}

      {list.isError && !list.isFetchNextPageError ? (
        <ErrorBanner error={list.error} />
      ) : list.isPending ? (
        <LoadingMore label="Loading..." />
      ) : rows.length === 0 ? (
        <EmptyResults message="No institutes found matching your search." />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {rows.map((row) => (
              <li key={row.id}>
                <InstituteCard institute={row} />
              </li>
            ))}
          </ul>
          <div ref={sentinelRef} aria-hidden="true" />
          {list.isFetchingNextPage && <LoadingMore />}
          {list.isFetchNextPageError && <ErrorBanner error={list.error} />}
          {!list.hasNextPage && <EndOfResults />}
        </>
      )}
    </PageMain>
  );
}
