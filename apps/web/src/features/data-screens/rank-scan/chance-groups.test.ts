import { describe, expect, it } from 'vitest';
import { chanceGroupOf, formatChance, groupByChance } from './chance-groups';

describe('chance groups', () => {
  it('puts each probability in its group at the documented thresholds', () => {
    expect(chanceGroupOf(1).title).toBe('Safe');
    expect(chanceGroupOf(0.8).title).toBe('Safe');
    expect(chanceGroupOf(0.79).title).toBe('Likely');
    expect(chanceGroupOf(0.5).title).toBe('Likely');
    expect(chanceGroupOf(0.49).title).toBe('Reach');
    expect(chanceGroupOf(0.2).title).toBe('Reach');
    expect(chanceGroupOf(0.19).title).toBe('Unlikely');
    expect(chanceGroupOf(0).title).toBe('Unlikely');
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

  it('never shows a prediction as a certainty', () => {
    expect(formatChance(0.996)).toBe('>99%');
    expect(formatChance(1)).toBe('>99%');
    expect(formatChance(0.004)).toBe('<1%');
    expect(formatChance(0)).toBe('<1%');
    expect(formatChance(0.5)).toBe('50%');
    expect(formatChance(0.994)).toBe('>99%');
    expect(formatChance(0.834)).toBe('83%');
  });
});
