import { countdownDuration, formatCountdown, msUntilLocalMidnight } from './countdown';

/**
 * Keeps the offer countdowns in `root` (OfferCountdown's `data-offer-countdown`) ticking on a
 * page React has not started on yet: it starts on first use
 * (docs/decisions/0048-public-pages-start-on-first-use.md). Returns the stop, which must run
 * before React hydrates: from then on OfferCountdown ticks them.
 */
export function tickCountdownsBeforeStart(root: ParentNode): () => void {
  const countdowns = [...root.querySelectorAll<HTMLTimeElement>('[data-offer-countdown]')];
  if (countdowns.length === 0) return () => undefined;
  const tick = () => {
    const remaining = formatCountdown(msUntilLocalMidnight(new Date()));
    for (const countdown of countdowns) {
      countdown.textContent = remaining;
      countdown.dateTime = countdownDuration(remaining);
    }
  };
  tick();
  const timer = window.setInterval(tick, 1000);
  return () => window.clearInterval(timer);
}
