import { describe, expect, it } from 'vitest';
import type { CutoffColumn, CutoffRow } from '@seatscope/shared';
import { trendData } from './trend-series';

const column = (year: number, round: number, short: string): CutoffColumn => ({
  key: `${year}-${round}-held`,
  year,
  round,
  list: 'held',
  roundLabel: short,
  label: `${year} ${short}`,
  listNote: `${short}: every seat held after this round`,
});

describe('trendData', () => {
  const columns = [column(2024, 1, 'R1'), column(2023, 4, 'Stray'), column(2023, 1, 'R1')];
  const rows: Pick<CutoffRow, 'quotaName' | 'category' | 'closingRanks'>[] = [
    {
      quotaName: 'All India',
      category: 'Open',
      closingRanks: { '2023-1-held': 900, '2023-4-held': 1500, '2024-1-held': 800 },
    },
    {
      quotaName: 'All India',
      category: 'OBC',
      closingRanks: { '2023-1-held': 2000, '2024-1-held': null },
    },
  ];

  it('gives one series per quota and category', () => {
    expect(trendData(columns, rows).series).toEqual([
      { id: 's0', name: 'All India · Open' },
      { id: 's1', name: 'All India · OBC' },
    ]);
  });

  it("orders rounds within years and breaks the line between a Stray round and next year's Round 1", () => {
    const { points } = trendData(columns, rows);
    expect(points.map((point) => point.key)).toEqual([
      '2023-1-held',
      '2023-4-held',
      'gap-2024',
      '2024-1-held',
    ]);
    expect(points.map((point) => point.yearLabel)).toEqual(['2023', '', '', '2024']);
    expect(points.find((point) => point.key === 'gap-2024')).toMatchObject({ s0: null, s1: null });
    expect(points.map((point) => point.s0)).toEqual([900, 1500, null, 800]);
    expect(points.map((point) => point.s1)).toEqual([2000, null, null, null]);
  });
});
