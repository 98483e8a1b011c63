import { BellRing, ExternalLink, Layers, Map, Package, ScrollText } from 'lucide-react';
import {
  describePackageContents,
  type CatalogueEntry,
  type CounsellingInfoRow,
} from '@seatscope/shared';
import { PageMain } from '@/components/layout/page-main';
import { Badge } from '@/components/ui/badge';
import { useCatalogue } from '@/lib/queries';
import { useCounsellingInfo, useCounsellingInfoFacets } from '../api/lists';
import { useListParams } from '../hooks';
import { HubCard } from './hub-card';
import { HubHero, StatCards } from './hub-header';
import { PagedListBody } from './list-body';
import { HubSearchToolbar } from './list-toolbar';

/** Counselling Info (docs/product.md#knowledge-hub): stat cards, a notice, and 50 cards a page with Previous/Next. */
export function CounsellingInfo() {
  const { values, page, update } = useListParams('counsellingInfo');
  const facets = useCounsellingInfoFacets();
  const list = useCounsellingInfo({ q: values.q.trim(), state: '', type: '' }, page);
  const packages = useCatalogue().data?.packages ?? [];

  const changePage = (next: number) => {
    update({ page: next });
    window.scrollTo({ top: 0 });
  };

  return (
    <PageMain className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6">
      <HubHero
        icon={ScrollText}
        title="Counselling Info"
        description="The counselling processes for NEET PG and UG seats: All India, state and other quotas."
      />
      <StatCards
        items={[
          { label: 'Active Counsellings', value: facets.data?.total, icon: ScrollText },
          { label: 'States Participating', value: facets.data?.state.length, icon: Map },
          { label: 'Counselling Types', value: facets.data?.type.length, icon: Layers },
        ]}
      />
      <aside
        aria-labelledby="stay-updated"
        className="flex gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4"
      >
        <BellRing className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id="stay-updated" className="font-semibold">
            Stay Updated
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Schedules change from round to round. Always confirm dates and rules on the official
            website of the counselling authority before you register or fill choices.
          </p>
        </div>
      </aside>
      <PackageContents packages={packages} />
      <HubSearchToolbar
        params={{ values, update }}
        label="Search counsellings"
        placeholder="Search by name, state or type"
      />

      <PagedListBody
        list={list}
        asked={page}
        emptyMessage="No counselling processes found matching your search."
        onPageChange={changePage}
      >
        {(rows) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={list.isFetching}>
            {rows.map((row) => (
              <li key={row.id}>
                <CounsellingCard
                  counselling={row}
                  packageName={
                    packages.find((entry) => entry.levels.some((level) => level === row.level))
                      ?.name ?? null
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </PagedListBody>
    </PageMain>
  );
}

/** What each package opens, counted from the data served now (docs/product.md#prices). */
function PackageContents({ packages }: { packages: CatalogueEntry[] }) {
  if (packages.length === 0) return null;
  return (
    <section aria-labelledby="package-contents" className="rounded-xl border bg-card p-4">
      <h2 id="package-contents" className="flex items-center gap-2 font-semibold">
        <Package className="size-5 text-primary" aria-hidden="true" />
        What each package contains
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {packages.map((entry) => (
          <li key={entry.id} className="text-sm" data-testid={`package-${entry.id}-contents`}>
            <span className="font-medium">{entry.name}</span>
            <span className="text-muted-foreground"> ({entry.levels.join(', ')}): </span>
            {describePackageContents(entry.contents)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CounsellingCard({
  counselling,
  packageName,
}: {
  counselling: CounsellingInfoRow;
  packageName: string | null;
}) {
  return (
    <HubCard testId="counselling-card" headingId={`counselling-${counselling.id}`}>
      <div className="flex flex-wrap gap-2">
        <Badge>{counselling.type}</Badge>
        <Badge variant="outline">NEET {counselling.level}</Badge>
        {packageName && <Badge variant="secondary">In the {packageName}</Badge>}
      </div>
      <h2 id={`counselling-${counselling.id}`} className="mt-3 leading-snug font-semibold">
        {counselling.name}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{counselling.state ?? 'All India'}</p>
      {counselling.description && (
        <p className="mt-3 text-sm text-muted-foreground">{counselling.description}</p>
      )}
      {counselling.website && (
        <a
          href={counselling.website}
          target="_blank"
          rel="noreferrer noopener"
          className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Official website
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </HubCard>
  );
}
