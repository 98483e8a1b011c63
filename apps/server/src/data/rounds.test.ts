import { describe, expect, it } from 'vitest';
import { roundLabel, scopeFromFileName, STRAY_ROUND } from './rounds';

describe('scopeFromFileName', () => {
  it('reads year, round and quota group from file names', () => {
    expect(scopeFromFileName('2023-round-3.json')).toEqual({
      year: 2023,
      round: 3,
      quotaGroup: null,
    });
    expect(scopeFromFileName('2023-cq-p2.json')).toEqual({
      year: 2023,
      round: 2,
      quotaGroup: 'cq',
    });
    expect(scopeFromFileName('2022-mq-stray.json')).toEqual({
      year: 2022,
      round: STRAY_ROUND,
      quotaGroup: 'mq',
    });
    expect(scopeFromFileName('2024-special-stray.csv').round).toBe(STRAY_ROUND + 1);
    expect(scopeFromFileName('inicet-pg-allotments.csv')).toEqual({
      year: null,
      round: null,
      quotaGroup: null,
    });
  });
});

describe('roundLabel', () => {
  it('labels rounds and phases', () => {
    expect(roundLabel(3, 'round')).toEqual({ label: 'Round 3', shortLabel: 'R3' });
    expect(roundLabel(2, 'phase')).toEqual({ label: 'Phase 2', shortLabel: 'P2' });
    expect(roundLabel(STRAY_ROUND, 'phase')).toEqual({ label: 'Stray', shortLabel: 'Stray' });
  });
});
