import { describe, expect, it } from 'vitest';
import { SPECIAL_STRAY_ROUND, STRAY_ROUND } from '../rounds';
import { roundFromCode } from './round-lists';

describe('roundFromCode', () => {
  it('reads MCC rounds, R4 and R5 being the stray rounds', () => {
    expect(roundFromCode('AIQ_R1')).toBe(1);
    expect(roundFromCode('AIQ_R3')).toBe(3);
    expect(roundFromCode('AIQ_R4')).toBe(STRAY_ROUND);
    expect(roundFromCode('AIQ_R5')).toBe(SPECIAL_STRAY_ROUND);
    expect(roundFromCode('AIQ_R6')).toBeNull();
  });

  // KEA's round-wise lists (`KEA_R6`) are read through their mapping
  // (docs/decisions/0097-kea-kinds-on-mappings.md); MCC's reader takes only MCC's codes.
  it("refuses another authority's round codes", () => {
    expect(roundFromCode('KEA_R1')).toBeNull();
    expect(roundFromCode('R1')).toBeNull();
  });
});
