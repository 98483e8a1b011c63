import { describe, expect, it } from 'vitest';
import { formatChance } from './chance';

describe('formatChance', () => {
  it('never shows a prediction as a certainty', () => {
    expect(formatChance(0.996)).toBe('>99%');
    expect(formatChance(1)).toBe('>99%');
    expect(formatChance(0.004)).toBe('<1%');
    expect(formatChance(0)).toBe('<1%');
    expect(formatChance(0.5)).toBe('50%');
    expect(formatChance(0.994)).toBe('>99%');
    expect(formatChance(0.834)).toBe('83%');
    // Rounded down, so a figure never reads as the group above's bound.
    expect(formatChance(0.7996)).toBe('79%');
    expect(formatChance(0.499)).toBe('49%');
    expect(formatChance(0.29)).toBe('29%');
    expect(formatChance(0.8)).toBe('80%');
  });
});
