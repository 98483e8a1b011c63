import { describe, expect, it } from 'vitest';
import { SignUpPace } from './sign-up-pace';

describe('SignUpPace', () => {
  it('has a registered address wait for the median of recent new-address sign-ups', () => {
    const pace = new SignUpPace(3);
    expect(pace.remainingFor(10)).toBe(0);
    for (const ms of [90, 40, 60]) pace.recordNew(ms);
    expect(pace.remainingFor(25)).toBe(35);
    expect(pace.remainingFor(80)).toBe(0);
    // Only the last three are remembered: 40, 60, 200.
    pace.recordNew(200);
    expect(pace.remainingFor(0)).toBe(60);
  });
});
