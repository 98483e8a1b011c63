import { useEffect, useState } from 'react';
import { formatCountdown, msUntilLocalMidnight } from '../lib/countdown';

/** The time left in today's offer as "HH:MM:SS", ticking every second; resets at midnight. */
export function useOfferCountdown(): string {
  const [remaining, setRemaining] = useState(() => msUntilLocalMidnight(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setRemaining(msUntilLocalMidnight(new Date())), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return formatCountdown(remaining);
}
