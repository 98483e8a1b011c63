import { describe, expect, it } from 'vitest';
import { roundNotice } from './round-notifications';

const round = {
  counsellingName: 'MCC NEET PG',
  year: 2024,
  label: 'Round 1',
  rank: 25_000,
  entitled: true,
  options: [
    { instituteName: 'AIIMS, Delhi', courseName: 'MD Medicine', closingRank: 90 },
    {
      instituteName: 'Government Medical College, Nagpur',
      courseName: 'MD Medicine',
      closingRank: 24_100,
    },
    { instituteName: 'Far College', courseName: 'MS Surgery', closingRank: null },
    { instituteName: 'Open College', courseName: 'MD Medicine', closingRank: 1_23_456 },
  ],
};

describe('roundNotice', () => {
  it('counts the options that closed before the rank and names the first in list order', () => {
    expect(roundNotice(round)).toEqual({
      title: 'MCC NEET PG 2024 Round 1 results are in',
      body: '2 options of your list closed before your rank; AIIMS, Delhi (MD Medicine) closed at #90 (your rank #25,000).',
    });
  });

  it('says so when none closed before the rank', () => {
    expect(roundNotice({ ...round, rank: 50 }).body).toBe(
      'No option of your list closed before your rank #50; AIIMS, Delhi (MD Medicine) closed at #90.',
    );
  });

  it('without a rank, gives the closing ranks alone, in Indian digit grouping', () => {
    expect(roundNotice({ ...round, rank: null, options: round.options.slice(2) }).body).toBe(
      '1 option of your list has a closing rank in this round; Open College (MD Medicine) closed at #1,23,456.',
    );
  });

  it('says when no option has a result, and gives no closing rank without a package', () => {
    expect(roundNotice({ ...round, options: round.options.slice(2, 3) }).body).toBe(
      'No option of your list has a closing rank in this round.',
    );
    expect(roundNotice({ ...round, entitled: false }).body).toBe(
      'How the 4 options of your list closed comes with a package that includes MCC NEET PG.',
    );
  });
});
