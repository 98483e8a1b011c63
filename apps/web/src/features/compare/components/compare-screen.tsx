import { useEffect, type CSSProperties } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LinkIcon, LockIcon, PrinterIcon } from 'lucide-react';
import { toast } from 'sonner';
import { COMPARE_MAX_COLUMNS } from '@seatscope/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageMain } from '@/components/layout/page-main';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/queries';
import {
  comparisonPath,
  firstCategory,
  itemId,
  readComparisonAddress,
  type CompareAsk,
  type ComparisonAddress,
} from '../model';
import { storeComparison, useStoredComparison } from '../selection';
import { useComparedReads } from '../use-compared-reads';
import { AskForm } from './ask-form';
import { Column } from './compare-column';

function NothingToCompare() {
  return (
    <p>
      Nothing to compare yet. Press &quot;Compare&quot; on an option in the{' '}
      <Link className="underline" to={paths.app.choiceList}>
        Choice List
      </Link>{' '}
      or{' '}
      <Link className="underline" to={paths.app.rankScan}>
        Rank DeepScan
      </Link>
      , or on a college in{' '}
      <Link className="underline" to={paths.app.explore.institutes}>
        College Explorer
      </Link>
      .
    </p>
  );
}

function DemoTrial({ onPurchase }: { onPurchase: () => void }) {
  return (
    <Alert>
      <LockIcon aria-hidden="true" />
      <AlertTitle>Demo trial</AlertTitle>
      <AlertDescription>
        Only top 5 rows are visible. Purchase package to view all results.
        <Button className="mt-2 print:hidden" size="sm" onClick={onPurchase}>
          Purchase package to view more
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** Print the comparison, or copy its address (which opens the same comparison). */
function ShareButtons() {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="outline" onClick={() => window.print()}>
        <PrinterIcon aria-hidden />
        Print
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          void navigator.clipboard
            ?.writeText(window.location.href)
            .then(() => toast.success('Link copied'))
            .catch(() => toast.error('Could not copy the link'));
        }}
      >
        <LinkIcon aria-hidden />
        Copy link
      </Button>
    </div>
  );
}

/** The rank and category asked for: the address's, else the profile's rank and the first category. */
function useAsk(address: ComparisonAddress) {
  const profileRank = useMe().data?.profile?.allIndiaRank ?? null;
  const ask: CompareAsk = {
    rank: address.rank ?? profileRank,
    category: address.category ?? firstCategory(address.items),
  };
  const categories = [
    ...new Set(
      [
        ask.category,
        ...address.items.map((item) => (item.kind === 'option' ? item.option.category : null)),
      ].filter((category): category is string => category !== null),
    ),
  ];
  return { ask, categories, rankFromProfile: address.rank === null && profileRank !== null };
}

/** The columns of a comparison, with the form that asks for the chances above them. */
function ComparedColumns({
  address,
  onShow,
  onPurchase,
}: {
  address: ReturnType<typeof readComparisonAddress>;
  onShow: (next: ComparisonAddress) => void;
  onPurchase: () => void;
}) {
  const { ask, categories, rankFromProfile } = useAsk(address);
  const { comparisons, details, demo } = useComparedReads(address.items, ask);
  return (
    <>
      {address.skipped > 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          The address names {address.skipped} more {address.skipped === 1 ? 'column' : 'columns'}{' '}
          than shown: a comparison holds at most {COMPARE_MAX_COLUMNS}, each once.
        </p>
      )}
      {demo && <DemoTrial onPurchase={onPurchase} />}
      <div className="flex flex-wrap items-end gap-3">
        {categories.length > 0 && (
          <AskForm
            ask={ask}
            categories={categories}
            fromProfile={rankFromProfile}
            onAsk={(next) => onShow({ ...address, ...next })}
          />
        )}
        <ShareButtons />
      </div>
      {/* Stacked on a phone; side by side from a tablet's width, and on paper. */}
      <ul
        aria-label="Compared options and colleges"
        style={{ '--columns': address.items.length } as CSSProperties}
        className="grid grid-cols-1 gap-3 md:grid-cols-[repeat(var(--columns),minmax(0,1fr))] print:grid-cols-[repeat(var(--columns),minmax(0,1fr))] print:text-xs"
      >
        {address.items.map((item) => (
          <Column
            key={itemId(item)}
            item={item}
            comparisons={comparisons}
            details={details}
            rankFromProfile={rankFromProfile}
            onRemove={() =>
              onShow({
                ...address,
                items: address.items.filter((other) => itemId(other) !== itemId(item)),
              })
            }
          />
        ))}
      </ul>
    </>
  );
}

/**
 * `/app/compare`: up to four options or colleges side by side (docs/product.md#compare), the
 * comparison held by the address (bookmarkable, shareable) and kept in this browser for the
 * Compare buttons of the Choice List, Rank DeepScan and College Explorer.
 */
export function CompareScreen({ onPurchase }: { onPurchase: () => void }) {
  const [search, setSearch] = useSearchParams();
  const address = readComparisonAddress(search);
  const stored = useStoredComparison();
  const query = search.toString();
  // The comparison on screen is the one the Compare buttons add to.
  useEffect(() => {
    const shown = readComparisonAddress(new URLSearchParams(query));
    if (shown.items.length > 0) storeComparison(shown);
  }, [query]);

  const show = (next: ComparisonAddress) => {
    storeComparison(next);
    setSearch(new URLSearchParams(comparisonPath(next).split('?')[1] ?? ''), { replace: true });
  };

  if (address.items.length === 0 && stored.items.length > 0) {
    return <Navigate replace to={comparisonPath(stored)} />;
  }

  return (
    <PageMain className="flex min-w-0 flex-col gap-4 p-4 md:p-6 print:p-0">
      <h1 className="text-2xl font-semibold tracking-tight">Compare side by side</h1>
      <p className="max-w-prose text-sm text-muted-foreground print:hidden">
        Up to {COMPARE_MAX_COLUMNS} options or colleges: closing ranks by year and round, your
        chance, fees, stipends, bond, net cost, beds, hostel and place. Add them with
        &quot;Compare&quot; on the Choice List, Rank DeepScan and College Explorer; this page&apos;s
        address opens the same comparison again.
      </p>
      {address.items.length === 0 ? (
        <NothingToCompare />
      ) : (
        <ComparedColumns address={address} onShow={show} onPurchase={onPurchase} />
      )}
    </PageMain>
  );
}
