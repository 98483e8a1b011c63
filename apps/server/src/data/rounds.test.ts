import { describe, expect, it } from 'vitest';
import {
  isStrayOnlyHeldList,
  isStrayRound,
  listOfRound,
  MOP_UP_ROUND,
  roundFromText,
  roundLabel,
  roundListNote,
  roundOfList,
  scopeFromFileName,
  SPECIAL_STRAY_ROUND,
  STRAY_ROUND,
} from './rounds';

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

describe('round lists', () => {
  it("keeps a round's allotments apart from the seats held after it", () => {
    const allotted = roundOfList(3, 'allotted');
    expect(allotted).not.toBe(roundOfList(3, 'held'));
    expect(listOfRound(allotted)).toEqual({ round: 3, list: 'allotted' });
    expect(listOfRound(3)).toEqual({ round: 3, list: 'held' });
    expect(roundLabel(allotted, 'round')).toEqual({
      label: 'Round 3 allotments',
      shortLabel: 'R3 allot.',
    });
    expect(roundLabel(roundOfList(STRAY_ROUND, 'allotted'), 'round').label).toBe(
      'Stray allotments',
    );
    expect(roundLabel(MOP_UP_ROUND, 'round').label).toBe('Mop-up');
  });

  it('tells stray rounds from regular ones in either list kind', () => {
    for (const kind of ['held', 'allotted'] as const) {
      expect(isStrayRound(roundOfList(1, kind))).toBe(false);
      expect(isStrayRound(roundOfList(3, kind))).toBe(false);
      expect(isStrayRound(roundOfList(MOP_UP_ROUND, kind))).toBe(false);
      expect(isStrayRound(roundOfList(STRAY_ROUND, kind))).toBe(true);
      expect(isStrayRound(roundOfList(SPECIAL_STRAY_ROUND, kind))).toBe(true);
    }
  });

  it('reads rounds as lists write them', () => {
    expect(roundFromText('R2')).toBe(2);
    expect(roundFromText('Round 3')).toBe(3);
    expect(roundFromText('1')).toBe(1);
    expect(roundFromText('MOPUP')).toBe(MOP_UP_ROUND);
    expect(roundFromText('Mop-up')).toBe(MOP_UP_ROUND);
    expect(roundFromText('STRAY')).toBe(STRAY_ROUND);
    expect(roundFromText('Special Stray')).toBe(SPECIAL_STRAY_ROUND);
    expect(roundFromText('Final')).toBeNull();
    expect(roundFromText('')).toBeNull();
  });
});

describe('roundListNote', () => {
  it("says MCC NEET PG's stray list holds that round's allotments only", () => {
    expect(roundListNote('mcc-neet-pg', STRAY_ROUND, 'Stray')).toBe(
      "Stray (this round's allotments only, not every seat held after it)",
    );
    expect(isStrayOnlyHeldList('mcc-neet-pg', STRAY_ROUND)).toBe(true);
    expect(isStrayOnlyHeldList('mcc-neet-pg', roundOfList(STRAY_ROUND, 'allotted'))).toBe(false);
    expect(isStrayOnlyHeldList('telangana-neet-pg', STRAY_ROUND)).toBe(false);
    expect(roundListNote('mcc-neet-pg', SPECIAL_STRAY_ROUND, 'Special Stray')).toMatch(
      /^Special Stray \(this round's allotments only/,
    );
  });

  it('says a held list holds every seat after the round, an allotted list its round only', () => {
    expect(roundListNote('mcc-neet-pg', 3, 'Round 3')).toBe(
      'Round 3: every seat held after this round',
    );
    expect(roundListNote('telangana-neet-pg', STRAY_ROUND, 'Stray')).toBe(
      'Stray: every seat held after this round',
    );
    expect(
      roundListNote('mcc-neet-pg', roundOfList(STRAY_ROUND, 'allotted'), 'Stray allotments'),
    ).toBe('Stray allotments: the allotments made in this round only');
  });
});
