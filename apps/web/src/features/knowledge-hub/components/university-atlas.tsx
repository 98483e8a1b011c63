import { useState } from 'react';
import { Landmark, Layers, MapPinned, University } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@seatscope/shared';
import { PageMain } from '@/components/layout/page-main';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUniversities, useUniversityFacets } from '../api/lists';
import { HubHero, StatCards } from './hub-header';
import { ScrolledListBody, loadedRows } from './list-body';
import { FilterSelects, ListToolbar, SearchBox, type FilterChoice } from './list-toolbar';

const UNIVERSITY_FILTERS: FilterChoice<'state' | 'type'>[] = [
  { key: 'state', label: 'State', allLabel: 'All states' },
  { key: 'type', label: 'University type', allLabel: 'All types' },
];

/** Atlas of Universities (docs/product.md#knowledge-hub): stat cards and a table, 10 a page, more on scroll. */
export function UniversityAtlas() {
  useDocumentTitle('Atlas of Universities | SeatScope');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState({ state: '', type: '' });
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const facets = useUniversityFacets();
  const list = useUniversities({ q, ...filters });
  const { total } = loadedRows(list);

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
        <FilterSelects
          choices={UNIVERSITY_FILTERS}
          facets={facets.data}
          values={filters}
          onChange={setFilters}
        />
      </ListToolbar>

      <ScrolledListBody list={list} emptyMessage="No universities found matching your search.">
        {(rows, end) => (
          <div className="rounded-xl border bg-card shadow-sm">
            <p className="border-b px-4 py-3 text-sm text-muted-foreground" aria-live="polite">
              Showing {rows.length.toLocaleString('en-IN')} of{' '}
              {(total ?? 0).toLocaleString('en-IN')} universities
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
                  <TableRow key={row.id}>
                    <TableCell className="px-4 font-medium whitespace-normal">{row.name}</TableCell>
                    <TableCell className="whitespace-normal">{row.type ?? 'N/A'}</TableCell>
                    <TableCell className="whitespace-normal">{row.state ?? 'N/A'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {end}
          </div>
        )}
      </ScrolledListBody>
    </PageMain>
  );
}
