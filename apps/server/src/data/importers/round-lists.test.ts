import { describe, expect, it } from 'vitest';
import { SPECIAL_STRAY_ROUND, STRAY_ROUND } from '../rounds';
import { roundFromCode } from './round-lists';

describe('roundFromCode', () => {
  it('reads MCC rounds, R4 and R5 being the stray rounds', () => {
    expect(roundFromCode('AIQ_R1', 'AIQ')).toBe(1);
    expect(roundFromCode('AIQ_R3', 'AIQ')).toBe(3);
    expect(roundFromCode('AIQ_R4', 'AIQ')).toBe(STRAY_ROUND);
    expect(roundFromCode('AIQ_R5', 'AIQ')).toBe(SPECIAL_STRAY_ROUND);
    expect(roundFromCode('AIQ_R6', 'AIQ')).toBeNull();
  });

  it("reads KEA rounds by number and refuses another authority's", () => {
    expect(roundFromCode('KEA_R6', 'KEA')).toBe(6);
    expect(roundFromCode('KEA_R1', 'AIQ')).toBeNull();
    expect(roundFromCode('R1', 'KEA')).toBeNull();
  });
});
