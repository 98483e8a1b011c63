import { describe, expect, it } from 'vitest';
import { replayChoiceList, type ReplayColumn } from './replay';

const columns: ReplayColumn[] = [
  { key: '2023-1', year: 2023, round: 1, list: 'held', roundLabel: 'Round 1' },
  { key: '2023-3', year: 2023, round: 3, list: 'held', roundLabel: 'Round 3' },
  { key: '2023-103', year: 2023, round: 3, list: 'allotted', roundLabel: 'Round 3 allotments' },
];

const option = (closingRanks: Record<string, number | null>, locked = false) => ({
  locked,
  closingRanks,
});

describe('replayChoiceList', () => {
  it('gets the first choice whose closing rank in the round is at or beyond the rank', () => {
    const list = [
      option({ '2023-1': 900, '2023-3': 1400 }),
      option({ '2023-1': 1500, '2023-3': 2600 }),
      option({ '2023-1': 5000, '2023-3': 6000, '2023-103': 1999 }),
    ];
    const rounds = replayChoiceList(list, columns, 2000);
    expect(rounds.map((r) => [r.roundLabel, r.outcome, r.choice, r.closingRank])).toEqual([
      ['Round 1', 'got', 3, 5000],
      ['Round 3', 'got', 2, 2600],
      ['Round 3 allotments', 'none', null, null],
    ]);
    expect(rounds.map((r) => r.list)).toEqual(['held', 'held', 'allotted']);
  });

  it('counts a closing rank equal to the rank as got, and passes over rounds an option lacks', () => {
    const list = [option({ '2023-1': null }), option({ '2023-1': 2000 })];
    expect(replayChoiceList(list, columns, 2000)[0]).toMatchObject({ outcome: 'got', choice: 2 });
    expect(replayChoiceList(list, columns, 2001)[0]).toMatchObject({ outcome: 'none' });
  });

  it('stops at a locked option, whatever the options after it hold', () => {
    const list = [
      option({ '2023-1': 100 }),
      option({ '2023-1': 99_999 }, true),
      option({ '2023-1': 99_999 }),
    ];
    expect(replayChoiceList(list, columns, 500)[0]).toMatchObject({
      outcome: 'locked',
      choice: 2,
      closingRank: null,
    });
    // A hit before the locked option is still told.
    expect(replayChoiceList(list, columns, 50)[0]).toMatchObject({ outcome: 'got', choice: 1 });
  });

  it('answers none for every round of an empty list', () => {
    expect(replayChoiceList([], columns, 1).every((r) => r.outcome === 'none')).toBe(true);
  });
});
