import { UNKNOWN_COUNTDOWN, useOfferCountdown } from '../hooks/use-offer-countdown';
import { countdownDuration } from '../lib/countdown';

/** "Offer ends in HH:MM:SS", resetting at local midnight (docs/product.md#landing-page). */
export function OfferCountdown({ className }: { className?: string }) {
  const remaining = useOfferCountdown();
  return (
    <p className={className}>
      <span className="text-muted-foreground">Today’s offer ends in </span>
      <time
        role="timer"
        data-testid="offer-countdown"
        data-offer-countdown
        dateTime={remaining === UNKNOWN_COUNTDOWN ? undefined : countdownDuration(remaining)}
        className="font-mono font-semibold tabular-nums"
        // Before React starts, the page's own ticker shows the time left here
        // (lib/countdowns-before-start.ts); React takes over from the time it finds.
        suppressHydrationWarning
      >
        {remaining}
      </time>
    </p>
  );
}
