import { useState } from 'react';
import { Landmark, Layers, MapPinned, University } from 'lucide-react';
import {
  INFINITE_SCROLL_THRESHOLD_PX,
  formatListTotal,
  type UniversityRow,
} from '@seatscope/shared';
import { PageMain } from '@/components/layout/page-main';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { useUniversities, useUniversityFacets } from '../api/lists';
import { useListParams, useSearchText } from '../hooks';
import { DetailsRow, UniversityDetails } from './details-dialogs';
import { HubHero, StatCards } from './hub-header';
import { EmptyResults, EndOfResults, ErrorBanner, LoadingMore } from './list-states';
import { FilterSelect, ListToolbar, SearchBox } from './list-toolbar';

/** Atlas of Universities (docs/product.md#knowledge-hub): stat cards and a table, 10 a page, more on scroll. */
export function UniversityAtlas() {
  const { values, update } = useListParams(['q', 'state', 'type'] as const);
  const { state, type } = values;
  const [search, setSearch] = useSearchText(values.q, (q) => update({ q }, { replace: true }));
  const [selected, setSelected] = useState<UniversityRow | null>(null);
  const facets = useUniversityFacets();
  const list = useUniversities({ q: values.q.trim(), state, type });
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
        icon={Landmark}
        title="Atlas of Universities"
        description="The universities medical colleges are affiliated to, by state and type."
      />
      <StatCards
        items={[
          { label: 'Universities Loaded', value: facets.data?.total, icon: University },
          { label: 'States Covered', value: facets.data?.state.length, icon: MapPinned },
          { label: 'University Types', value: facets.data?.type.length, icon: Layers },
        ]}
      />
      <ListToolbar>
        <SearchBox
          value={search}
          onChange={setSearch}
          label="Search universities"
          placeholder="Search by name, state, type"
        />
        <FilterSelect
          label="State"
          allLabel="All states"
          options={facets.data?.state ?? []}
          value={state}
          onChange={(next) => update({ state: next })}
        />
        <FilterSelect
          label="University type"
          allLabel="All types"
          options={facets.data?.type ?? []}
          value={type}
          onChange={(next) => update({ type: next })}
        />
      </ListToolbar>

      {list.isError && !list.isFetchNextPageError ? (
        <ErrorBanner error={list.error} />
      ) : list.isPending ? (
        <LoadingMore label="Loading..." />
      ) : rows.length === 0 ? (
        <EmptyResults message="No universities found matching your search." />
      ) : (
        <div className="rounded-xl border bg-card shadow-sm">
          <p className="border-b px-4 py-3 text-sm text-muted-foreground" aria-live="polite">
            Showing {rows.length.toLocaleString('en-IN')} of{' '}
            {firstPage ? formatListTotal(firstPage) : '0'} universities
          </p>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="px-4">Name</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>State</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <DetailsRow key={row.id} label={row.name} onOpen={() => setSelected(row)}>
                  <TableCell className="px-4 font-medium whitespace-normal">{row.name}</TableCell>
                  <TableCell className="whitespace-normal">{row.type ?? 'N/A'}</TableCell>
                  <TableCell className="whitespace-normal">{row.state ?? 'N/A'}</TableCell>
                </DetailsRow>
              ))}
            </TableBody>
          </Table>
          <div ref={sentinelRef} aria-hidden="true" />
          {list.isFetchingNextPage && <LoadingMore />}
          {list.isFetchNextPageError && <ErrorBanner error={list.error} />}
          {!list.hasNextPage && <EndOfResults />}
        </div>
      )}
      <UniversityDetails university={selected} onClose={() => setSelected(null)} />
    </PageMain>
  );
}
