import { describe, expect, it } from 'vitest';
import type { ChoiceList, ChoiceListOption } from '@seatscope/shared';
import { choiceListCsv, netCostText, orderOptions, replaySentence, rupees } from './model';

const option = (
  choice: number,
  total: number | null,
  extra: Partial<ChoiceListOption> = {},
): ChoiceListOption => ({
  instituteId: choice,
  courseId: 1,
  quotaName: 'All India',
  category: 'Open',
  choice,
  instituteName: `Institute ${choice}`,
  courseName: 'MD Medicine',
  state: 'Kerala',
  locked: false,
  offered: true,
  durationYears: 3,
  fees: [],
  stipends: [],
  bondYears: null,
  bondPenalty: null,
  netCost: { total, known: total ?? 1000, unknown: total === null ? ['fee year 2'] : [] },
  closingRanks: { '2023-1': 1000 * choice },
  ...extra,
});

describe('choice list model', () => {
  it('orders by net cost with unknown totals last either way, keeping list order on ties', () => {
    const options = [option(1, 500), option(2, null), option(3, -200), option(4, 500)];
    expect(orderOptions(options, 'netCost.asc').map((o) => o.choice)).toEqual([3, 1, 4, 2]);
    expect(orderOptions(options, 'netCost.desc').map((o) => o.choice)).toEqual([1, 4, 3, 2]);
    expect(orderOptions(options, 'list').map((o) => o.choice)).toEqual([1, 2, 3, 4]);
  });

  it('writes rupees the Indian way and says what is unknown', () => {
    expect(rupees(350000)).toBe('₹3,50,000');
    expect(rupees(-1230000)).toBe('−₹12,30,000');
    expect(netCostText(option(1, null))).toBe('₹1,000 known; unknown: fee year 2');
    expect(netCostText(option(1, null, { netCost: null, locked: true }))).toBe('Locked (demo)');
  });

  it('tells each replay outcome', () => {
    const base = { year: 2023, round: 1, roundLabel: 'Round 1', listKind: 'held' as const };
    expect(replaySentence({ ...base, outcome: 'got', choice: 4, closingRank: 5000 })).toBe(
      'In 2023 Round 1 you would have got choice 4 (closing rank #5,000).',
    );
    expect(replaySentence({ ...base, outcome: 'none', choice: null, closingRank: null })).toMatch(
      /none of your choices/,
    );
  });

  it('exports the list in order as CSV, quoting commas and defusing formulas', () => {
    const list: ChoiceList = {
      counselling: 'mcc-neet-pg',
      rankType: 'ai',
      maxOptions: 200,
      rounds: [
        {
          key: '2023-1',
          year: 2023,
          round: 1,
          roundLabel: 'Round 1',
          label: '2023 R1',
          listNote: 'Round 1: every seat held after this round',
        },
      ],
      options: [
        option(2, 100, { instituteName: 'Alpha, "North"' }),
        option(1, null, { instituteName: '=HYPERLINK()' }),
      ],
      demo: false,
    };
    const lines = choiceListCsv(list).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Choice,Institute,Course,State,Quota,Category,Course years,Net cost (INR),Net cost unknown parts,Closing rank 2023 Round 1',
    );
    expect(lines[1]).toBe('2,"Alpha, ""North""",MD Medicine,Kerala,All India,Open,3,100,,2000');
    expect(lines[2]).toBe("1,'=HYPERLINK(),MD Medicine,Kerala,All India,Open,3,,fee year 2,1000");
  });
});
