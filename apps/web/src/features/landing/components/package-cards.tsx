import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatIstDate } from '@/lib/ist-date';
import { cn } from '@/lib/utils';
import { describePackageContents, type CatalogueEntry } from '@seatscope/shared';
import { useCatalogue } from '@/lib/queries';
import { packageHighlights } from '../content';
import { OfferCountdown } from './offer-countdown';
import { LandingSection } from './section';

export function PackageCards({ onChoose }: { onChoose: (id: CatalogueEntry['id']) => void }) {
  const { data, isPending, isError } = useCatalogue();
  return (
    <LandingSection
      id="packages"
      eyebrow="Packages"
      title="One payment, the whole season"
      lead="Pay once for full access to every table. No subscription and no renewals."
    >
      <OfferCountdown className="mb-8 text-center text-sm" />
      {isError ? (
        <p role="alert" className="text-center text-muted-foreground">
          Prices could not be loaded. Please refresh the page.
        </p>
      ) : (
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2" aria-busy={isPending}>
          {isPending
            ? ['ug', 'pg'].map((id) => (
                <li key={id} className="h-[26rem] animate-pulse rounded-2xl border bg-muted/50" />
              ))
            : data.packages.map((entry) => (
                <PackageCard key={entry.id} entry={entry} onChoose={onChoose} />
              ))}
        </ul>
      )}
    </LandingSection>
  );
}

function PackageCard({
  entry,
  onChoose,
}: {
  entry: CatalogueEntry;
  onChoose: (id: CatalogueEntry['id']) => void;
}) {
  const featured = entry.id === 'pg';
  const headingId = `package-${entry.id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid={`package-${entry.id}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8',
        featured && 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-xl font-semibold">
          {entry.name}
        </h3>
        {entry.offerLabel && (
          <span className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
            {entry.offerLabel}
          </span>
        )}
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{entry.description}</p>
      <p className="mt-2 text-sm font-medium">{entry.includes}</p>
      <p className="mt-2 text-sm" data-testid={`package-${entry.id}-contents`}>
        <span className="text-muted-foreground">Data now: </span>
        {describePackageContents(entry.contents)}
      </p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-4xl font-bold tracking-tight">{entry.display.price}</span>
        {entry.originalPricePaise > entry.pricePaise && (
          <span className="text-lg text-muted-foreground line-through">
            <span className="sr-only">was </span>
            {entry.display.originalPrice}
          </span>
        )}
        <span className="text-sm text-muted-foreground">+ {entry.gstPercent}% GST</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        Access valid until {formatIstDate(entry.validUntil)}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {packageHighlights[entry.id].map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      <Button
        size="lg"
        variant={featured ? 'default' : 'outline'}
        className="mt-8 w-full"
        onClick={() => onChoose(entry.id)}
      >
        Choose {entry.name}
      </Button>
    </li>
  );
}
