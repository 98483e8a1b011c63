import { useState } from 'react';
import { Landmark, Layers, MapPinned, University } from 'lucide-react';
import { formatListTotal, type UniversityRow } from '@seatscope/shared';
import { PageMain } from '@/components/layout/page-main';
import { useUniversities, useUniversityFacets } from '../api/lists';
import { useListParams } from '../hooks';
import { UniversityDetails } from './details-dialogs';
import { HubHero, StatCards } from './hub-header';
import { HubTable, type HubColumn } from './hub-table';
import { ScrolledListBody, loadedRows } from './list-body';
import { HubSearchToolbar, type FilterChoice } from './list-toolbar';

const UNIVERSITY_FILTERS: FilterChoice<'state' | 'type'>[] = [
  { key: 'state', label: 'State', allLabel: 'All states' },
  { key: 'type', label: 'University type', allLabel: 'All types' },
];

const UNIVERSITY_COLUMNS: HubColumn<UniversityRow>[] = [
  { header: 'Name', className: 'px-4 font-medium whitespace-normal', cell: (row) => row.name },
  { header: 'Type', className: 'whitespace-normal', cell: (row) => row.type ?? 'N/A' },
  { header: 'State', className: 'whitespace-normal', cell: (row) => row.state ?? 'N/A' },
];

/** Atlas of Universities (docs/product.md#knowledge-hub): stat cards and a table, 10 a page, more on scroll. */
export function UniversityAtlas() {
  const { values, update } = useListParams('universities');
  const [selected, setSelected] = useState<UniversityRow | null>(null);
  const facets = useUniversityFacets();
  const list = useUniversities({ q: values.q.trim(), state: values.state, type: values.type });
  const { firstPage } = loadedRows(list);

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
      <HubSearchToolbar
        params={{ values, update }}
        label="Search universities"
        placeholder="Search by name, state, type"
        filters={UNIVERSITY_FILTERS}
        facets={facets.data}
      />

      <ScrolledListBody list={list} emptyMessage="No universities found matching your search.">
        {(rows, end) => (
          <div className="rounded-xl border bg-card shadow-sm">
            <p className="border-b px-4 py-3 text-sm text-muted-foreground" aria-live="polite">
              Showing {rows.length.toLocaleString('en-IN')} of{' '}
              {firstPage ? formatListTotal(firstPage) : '0'} universities
            </p>
            <HubTable columns={UNIVERSITY_COLUMNS} rows={rows} onOpen={setSelected} />
            {end}
          </div>
        )}
      </ScrolledListBody>
      <UniversityDetails university={selected} onClose={() => setSelected(null)} />
    </PageMain>
  );
}
