import { UNKNOWN_COUNTDOWN, useOfferCountdown } from '../hooks/use-offer-countdown';

/** "Offer ends in HH:MM:SS", resetting at local midnight (docs/product.md#landing-page). */
export function OfferCountdown({ className }: { className?: string }) {
  const remaining = useOfferCountdown();
  return (
    <p className={className}>
      <span className="text-muted-foreground">Today’s offer ends in </span>
      <time
        role="timer"
        data-testid="offer-countdown"
        dateTime={
          remaining === UNKNOWN_COUNTDOWN
            ? undefined
            : `PT${remaining.replace(':', 'H').replace(':', 'M')}S`
        }
        className="font-mono font-semibold tabular-nums"
      >
        {remaining}
      </time>
    </p>
  );
}
