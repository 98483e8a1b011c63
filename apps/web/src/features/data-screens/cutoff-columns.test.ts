import { describe, expect, it } from 'vitest';
import type { CutoffColumn } from '@seatscope/shared';
import { orderCutoffColumns, rankChange } from './cutoff-columns';

const column = (year: number, round: number, short = `R${round}`): CutoffColumn => ({
  key: `${year}-${round}-held`,
  year,
  round,
  list: 'held',
  roundLabel: `Round ${round}`,
  label: `${year} ${short}`,
  listNote: `Round ${round}: every seat held after this round`,
});

const COLUMNS = [column(2024, 1), column(2024, 4, 'Stray'), column(2022, 1), column(2023, 2)];

describe('orderCutoffColumns', () => {
  it('puts the newest year first, rounds in order within a year', () => {
    expect(orderCutoffColumns(COLUMNS, true).map((c) => c.label)).toEqual([
      '2024 R1',
      '2024 Stray',
      '2023 R2',
      '2022 R1',
    ]);
  });
  it('puts the oldest year first when asked', () => {
    expect(orderCutoffColumns(COLUMNS, false).map((c) => c.label)).toEqual([
      '2022 R1',
      '2023 R2',
      '2024 R1',
      '2024 Stray',
    ]);
  });
});

describe('rankChange', () => {
  it.each([
    [
      { '2024-1-held': 5_234, '2022-1-held': 4_000 },
      { direction: 'up', label: 'up 1,234 from 2022' },
    ],
    [
      { '2024-1-held': 1_000, '2022-1-held': 121_000 },
      { direction: 'down', label: 'down 1,20,000 from 2022' },
    ],
    [{ '2024-1-held': 1_000, '2022-1-held': 1_000 }, null],
    [{ '2024-1-held': 1_000, '2022-1-held': null }, null],
    [{ '2024-1-held': 1_000 }, null],
  ])('compares with the same round of the nearest earlier year: %j', (ranks, expected) => {
    expect(rankChange(COLUMNS, column(2024, 1), ranks)).toEqual(expected);
  });
  it('says nothing where no earlier year has the round', () => {
    expect(
      rankChange(COLUMNS, column(2024, 4, 'Stray'), { '2024-4-held': 9, '2023-2-held': 1 }),
    ).toBeNull();
  });
});
