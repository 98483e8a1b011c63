import { describe, expect, it } from 'vitest';
import type { ChoiceList, ChoiceListOption, ChoiceListOutcome } from '@seatscope/shared';
import {
  choiceKey,
  choiceListCsv,
  choicesText,
  listCategory,
  netCostAdds,
  netCostText,
  orderOptions,
  readOutcome,
  replaySentence,
  rupees,
} from './model';

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
  netCost: {
    total,
    known: total ?? 1000,
    unknown: total === null ? ['fee year 2'] : [],
    adds: total === null ? ['fee, year 1'] : ['fee, years 1-3'],
  },
  closingRanks: { '2023-1-held': 1000 * choice },
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
    expect(netCostAdds(option(1, 350_000))).toBe('Adds fee, years 1-3');
    expect(
      netCostAdds(
        option(1, 350_000, {
          netCost: {
            total: 350_000,
            known: 350_000,
            unknown: [],
            adds: ['annual fee as year 1', 'fee, years 2-3', 'bond penalty'],
          },
        }),
      ),
    ).toBe('Adds annual fee as year 1, fee, years 2-3, bond penalty');
    expect(netCostAdds(option(1, null, { netCost: null, locked: true }))).toBeNull();
    expect(netCostText(option(1, null, { netCost: null, locked: true }))).toBe('Locked (demo)');
  });

  it('tells each replay outcome', () => {
    const base = { year: 2023, round: 1, roundLabel: 'Round 1', list: 'held' as const };
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
          key: '2023-1-held',
          year: 2023,
          round: 1,
          list: 'held',
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
      'Choice,Institute,Course,State,Quota,Category,Course years,Net cost (INR),Net cost unknown parts,Net cost adds,Closing rank 2023 Round 1',
    );
    expect(lines[1]).toBe(
      '2,"Alpha, ""North""",MD Medicine,Kerala,All India,Open,3,100,,"fee, years 1-3",2000',
    );
    expect(lines[2]).toBe(
      '1,\'=HYPERLINK(),MD Medicine,Kerala,All India,Open,3,,fee year 2,"fee, year 1",1000',
    );
  });
});

describe("the list's outcome on screen", () => {
  const key = (instituteId: number, category = 'Open') => ({
    instituteId,
    courseId: 1,
    quotaName: 'All India',
    category,
  });

  it('works out the chance for the category most options are seats of, the open one among equals', () => {
    expect(listCategory([])).toBeNull();
    expect(listCategory([key(1, 'OBC'), key(2, 'OBC'), key(3, 'Open')])).toBe('OBC');
    expect(listCategory([key(1, 'OBC'), key(2, 'Open')])).toBe('Open');
    expect(listCategory([key(1, 'SC'), key(2, 'OBC')])).toBe('OBC');
  });

  it('finds the likeliest seat and the choices below a near-certain seat', () => {
    const outcome: ChoiceListOutcome = {
      counselling: 'mcc-neet-pg',
      rank: 20_000,
      category: 'Open',
      targetYear: 2025,
      anySeat: 0.996,
      options: [
        { ...key(1), probability: 0.3, probabilityAllotted: 0.3 },
        { ...key(2), probability: null, probabilityAllotted: 0 },
        { ...key(3), probability: 0.995, probabilityAllotted: 0.695 },
        { ...key(4), probability: 0.9, probabilityAllotted: 0.001 },
        { ...key(5), probability: 0.2, probabilityAllotted: 0 },
      ],
      suggestions: [],
      note: null,
      demo: false,
    };
    const read = readOutcome(outcome);
    expect(read.mostLikely).toEqual({ key: choiceKey(key(3)), share: 0.695 });
    expect(read.cannotMatter).toEqual([4, 5]);
    expect(read.byKey.get(choiceKey(key(2)))).toEqual({
      probability: null,
      share: 0,
      cannotMatter: false,
    });
    expect(choicesText(read.cannotMatter)).toBe('Choices 4 and 5');
    expect(choicesText([7])).toBe('Choice 7');
    expect(choicesText([7, 8, 9])).toBe('Choices 7 to 9');
  });
});
