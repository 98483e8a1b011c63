import { useSyncExternalStore } from 'react';
import { formatCountdown, msUntilLocalMidnight } from '../lib/countdown';

/** Shown where the time left is not known: in the pre-rendered page, until it hydrates. */
export const UNKNOWN_COUNTDOWN = '--:--:--';

function subscribeToSeconds(onTick: () => void) {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
}

const remainingToday = () => formatCountdown(msUntilLocalMidnight(new Date()));

/**
 * The time left in today's offer as "HH:MM:SS", ticking every second; resets at midnight. The
 * build pre-renders the landing page without knowing the visitor's clock, so the server and
 * hydration render UNKNOWN_COUNTDOWN and the visitor's time follows at once.
 */
export function useOfferCountdown(): string {
  return useSyncExternalStore(subscribeToSeconds, remainingToday, () => UNKNOWN_COUNTDOWN);
}
