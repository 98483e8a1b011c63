/** Milliseconds from `now` to the next local midnight, when the daily offer resets. */
export function msUntilLocalMidnight(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime() - now.getTime();
}

/** "HH:MM:SS" for a duration, e.g. 3_723_000 → "01:02:03". */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** The ISO 8601 duration of an "HH:MM:SS" countdown, for `<time dateTime>`: "PT01H02M03S". */
export function countdownDuration(remaining: string): string {
  const [hours, minutes, seconds] = remaining.split(':');
  return `PT${hours}H${minutes}M${seconds}S`;
}
