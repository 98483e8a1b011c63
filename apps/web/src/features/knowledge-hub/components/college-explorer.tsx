import { useState, type ReactNode } from 'react';
import { Building2 } from 'lucide-react';
import { formatListTotal, type InstituteRow } from '@seatscope/shared';
import { PageMain } from '@/components/layout/page-main';
import { useInstituteFacets, useInstitutes } from '../api/lists';
import { useListParams } from '../hooks';
import { InstituteDetails } from './details-dialogs';
import { HubHero } from './hub-header';
import { InstituteCard } from './institute-card';
import { ScrolledListBody, loadedRows } from './list-body';
import { HubSearchToolbar, type FilterChoice } from './list-toolbar';

const INSTITUTE_FILTERS: FilterChoice<'state' | 'type' | 'management'>[] = [
  { key: 'state', label: 'State', allLabel: 'All states' },
  { key: 'type', label: 'Type', allLabel: 'All types' },
  { key: 'management', label: 'Management', allLabel: 'All managements' },
];

/** College Explorer (docs/product.md#knowledge-hub): a card grid, 12 a page, more on scroll. */
export function CollegeExplorer({
  actions,
}: {
  /** What the app layer adds to each college's card (the comparison's "Compare"). */
  actions?: (institute: InstituteRow) => ReactNode;
} = {}) {
  const { values, update } = useListParams('institutes');
  // A new search or filter is a new query, which starts again at page 1.
  const facets = useInstituteFacets();
  const list = useInstitutes({
    q: values.q.trim(),
    state: values.state,
    type: values.type,
    management: values.management,
  });
  const { rows, firstPage } = loadedRows(list);
  const [selected, setSelected] = useState<InstituteRow | null>(null);

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

      <HubSearchToolbar
        params={{ values, update }}
        label="Search colleges"
        placeholder="Search by name, state or district"
        filters={INSTITUTE_FILTERS}
        facets={facets.data}
      />

      {firstPage !== undefined && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {rows.length.toLocaleString('en-IN')} of {formatListTotal(firstPage)} colleges
        </p>
      )}

      <ScrolledListBody list={list} emptyMessage="No institutes found matching your search.">
        {(loaded, end) => (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {loaded.map((row) => (
                <li key={row.id}>
                  <InstituteCard
                    institute={row}
                    onOpen={() => setSelected(row)}
                    actions={actions?.(row)}
                  />
                </li>
              ))}
            </ul>
            {end}
          </>
        )}
      </ScrolledListBody>
      <InstituteDetails institute={selected} onClose={() => setSelected(null)} />
    </PageMain>
  );
}
