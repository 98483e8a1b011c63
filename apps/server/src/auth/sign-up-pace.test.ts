import { describe, expect, it } from 'vitest';
import { SignUpPace } from './sign-up-pace';

describe('SignUpPace', () => {
  it('has every sign-up wait for nine in ten of the recent new-address sign-ups', () => {
    const pace = new SignUpPace(3);
    expect(pace.remainingFor(10)).toBe(0);
    for (const ms of [90, 40, 60]) pace.recordNew(ms);
    // Of 40, 60 and 90 the slowest tenth starts at 90.
    expect(pace.remainingFor(25)).toBe(65);
    expect(pace.remainingFor(95)).toBe(0);
    // Only the last three are remembered: 40, 60, 20.
    pace.recordNew(20);
    expect(pace.remainingFor(0)).toBe(60);
  });
});
