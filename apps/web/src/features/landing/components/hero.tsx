import { ArrowRight, ShieldCheck, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCatalogue } from '@/lib/queries';
import { OfferCountdown } from './offer-countdown';
import { StatsStrip } from './stats-strip';

export function Hero({ onSignUp }: { onSignUp: () => void }) {
  const { data } = useCatalogue();
  // Not formatRupees from the shared package: it would pull zod into the landing bundle.
  const cheapest = data?.packages.reduce<(typeof data.packages)[number] | null>(
    (lowest, entry) => (lowest === null || entry.pricePaise < lowest.pricePaise ? entry : lowest),
    null,
  );
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden border-b">
      {/* A soft teal glow behind the headline; decorative only. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_20%_-10%,color-mix(in_oklch,var(--primary)_16%,transparent),transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.25fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-sm font-medium text-muted-foreground">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            NEET PG &amp; UG counselling 2026-27
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            See where your rank can take you
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Past seat allotments, closing ranks, seat matrix, fees, stipends and bonds from MCC and
            state counselling, cleaned and searchable, so you fill your choices on facts, not
            guesswork.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={onSignUp} className="h-12 px-6 text-base">
              Start free demo
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button size="lg" variant="outline" asChild className="h-12 px-6 text-base">
              <a href="#packages">See packages</a>
            </Button>
          </div>
          <div className="mt-12">
            <StatsStrip />
          </div>
        </div>

        <aside
          aria-label="Today's offer"
          className="rounded-2xl border bg-card p-6 shadow-xl shadow-primary/5 sm:p-8"
        >
          <p className="inline-flex items-center rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary">
            Special Offer
          </p>
          <p className="mt-4 text-sm text-muted-foreground">One-time access, from</p>
          <p className="mt-1 flex items-baseline gap-3">
            <span className="text-4xl font-bold tracking-tight">
              {!cheapest ? (
                <span className="inline-block h-9 w-24 animate-pulse rounded bg-muted align-middle" />
              ) : (
                cheapest.display.price
              )}
            </span>
            <span className="text-sm text-muted-foreground">+ GST</span>
          </p>
          <OfferCountdown className="mt-4 text-sm" />
          <Button className="mt-6 w-full" size="lg" onClick={onSignUp}>
            Claim today’s offer
          </Button>
          <ul className="mt-6 space-y-2 text-sm text-muted-foreground">
            <li className="flex gap-2">
              <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
              7-day money-back guarantee
            </li>
            <li className="flex gap-2">
              <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
              No subscription, no renewals
            </li>
          </ul>
        </aside>
      </div>
    </section>
  );
}
