import { describe, expect, it } from 'vitest';
import { countdownDuration, formatCountdown, msUntilLocalMidnight } from './countdown';

describe('offer countdown', () => {
  it('formats a duration as HH:MM:SS, never negative', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
    expect(formatCountdown(86_399_999)).toBe('23:59:59');
  });

  it('counts to the next local midnight', () => {
    expect(msUntilLocalMidnight(new Date(2026, 0, 5, 23, 59, 30))).toBe(30_000);
    expect(msUntilLocalMidnight(new Date(2026, 0, 5, 0, 0, 0))).toBe(86_400_000);
  });

  it('writes the time left as an ISO 8601 duration', () => {
    expect(countdownDuration('01:02:03')).toBe('PT01H02M03S');
    expect(countdownDuration('23:59:59')).toBe('PT23H59M59S');
  });
});
