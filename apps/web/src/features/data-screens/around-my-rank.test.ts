import { describe, expect, it } from 'vitest';
import { rankWindow } from './around-my-rank';

describe('rankWindow', () => {
  it('spans 20% either side of a rank', () => {
    expect(rankWindow(12_000)).toEqual({ rankFrom: 9_600, rankTo: 14_400 });
  });

  it('spans at least 500 either side and never goes below rank 1', () => {
    expect(rankWindow(1_000)).toEqual({ rankFrom: 500, rankTo: 1_500 });
    expect(rankWindow(120)).toEqual({ rankFrom: 1, rankTo: 620 });
  });
});
