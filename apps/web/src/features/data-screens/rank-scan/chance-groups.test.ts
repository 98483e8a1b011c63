import { describe, expect, it } from 'vitest';
import { chanceGroupOf } from '@seatscope/shared';
import { chanceGroupPages, groupByChance, likelyRoundText, roundText } from './chance-groups';

describe('chance groups', () => {
  it('puts each probability in its group at the documented thresholds', () => {
    expect(chanceGroupOf(1)).toBe('safe');
    expect(chanceGroupOf(0.8)).toBe('safe');
    expect(chanceGroupOf(0.79)).toBe('likely');
    expect(chanceGroupOf(0.5)).toBe('likely');
    expect(chanceGroupOf(0.49)).toBe('reach');
    expect(chanceGroupOf(0.2)).toBe('reach');
    expect(chanceGroupOf(0.19)).toBe('unlikely');
    expect(chanceGroupOf(0)).toBe('unlikely');
  });

  it('describes each group by its bounds, as docs/product.md#rank-deepscan words them', () => {
    const rows = [0.9, 0.6, 0.3, 0.1].map((probability, id) => ({ id, probability }));
    expect(groupByChance(rows).map(({ group }) => `${group.title} (${group.description})`)).toEqual(
      [
        'Safe (80% chance or more)',
        'Likely (50% to 80% chance)',
        'Reach (20% to 50% chance)',
        'Unlikely (below 20% chance)',
      ],
    );
  });

  it('gives each group the page its options start on, most likely first', () => {
    const chanceGroups = { safe: 250, likely: 37, reach: 0, unlikely: 1_203 };
    expect(
      chanceGroupPages({ chanceGroups, pageSize: 100 }).map(({ group, count, firstPage }) => [
        group.title,
        count,
        firstPage,
      ]),
    ).toEqual([
      ['Safe', 250, 1],
      ['Likely', 37, 3],
      ['Reach', 0, 3],
      ['Unlikely', 1_203, 3],
    ]);
    expect(
      chanceGroupPages({ chanceGroups: { ...chanceGroups, safe: 200 }, pageSize: 100 })[1],
    ).toMatchObject({ firstPage: 3 });
  });

  it('groups rows in group order, keeping their order, and leaves empty groups out', () => {
    const rows = [0.95, 0.1, 0.85, 0.3].map((probability, id) => ({ id, probability }));
    expect(
      groupByChance(rows).map(({ group, rows: grouped }) => [
        group.title,
        grouped.map((row) => row.id),
      ]),
    ).toEqual([
      ['Safe', [0, 2]],
      ['Reach', [3]],
      ['Unlikely', [1]],
    ]);
  });

  it('names the first likely round, says when none is, and says nothing without a figure', () => {
    const forecast = { published: false, closingRank: null };
    const rounds = [
      { round: 1, list: 'held' as const, roundLabel: 'Phase 1', probability: 0.3, ...forecast },
      { round: 2, list: 'held' as const, roundLabel: 'Phase 2', probability: 0.6, ...forecast },
      { round: 5, list: 'held' as const, roundLabel: 'Phase 5', probability: null, ...forecast },
    ];
    expect(
      likelyRoundText({
        rounds,
        likelyFromRound: { round: 2, list: 'held', roundLabel: 'Phase 2' },
      }),
    ).toBe('Likely from Phase 2');
    expect(likelyRoundText({ rounds, likelyFromRound: null })).toBe('Not likely in any round');
    expect(
      likelyRoundText({
        rounds: [
          {
            round: 5,
            list: 'held' as const,
            roundLabel: 'Phase 5',
            probability: null,
            ...forecast,
          },
        ],
        likelyFromRound: null,
      }),
    ).toBeNull();
    expect(likelyRoundText({ rounds: [], likelyFromRound: null })).toBeNull();
  });

  it('says a published round closed at its rank, and what is left is about the rounds to come', () => {
    const published = {
      round: 1,
      list: 'held' as const,
      roundLabel: 'Round 1',
      probability: null,
      published: true,
    };
    const toCome = {
      round: 2,
      list: 'held' as const,
      roundLabel: 'Round 2',
      probability: 0.2,
      published: false,
    };
    expect(roundText({ ...published, closingRank: 41220 })).toBe('closed at #41,220');
    expect(roundText({ ...published, closingRank: null })).toBe('no seat allotted');
    expect(roundText({ ...toCome, closingRank: null })).toBe('20%');
    expect(
      likelyRoundText({
        rounds: [
          { ...published, closingRank: 41220 },
          { ...toCome, closingRank: null },
        ],
        likelyFromRound: null,
      }),
    ).toBe('Not likely in any later round');
  });
});
