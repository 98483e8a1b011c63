import { describe, expect, it } from 'vitest';
import { chooseDemoSample, type SampleCandidate } from './demo-sample';

const row = (
  key: number,
  institute: string,
  course: string | null,
  quota: string | null,
  category: string | null,
): SampleCandidate<number> => ({ key, institute, course, quota, category });

describe('chooseDemoSample', () => {
  it('takes five institutes, each adding a course, quota or category not yet shown', () => {
    const candidates = [
      row(1, 'AIIMS', 'MD Radiology', 'All India', 'Open'),
      row(2, 'AIIMS', 'MD Medicine', 'All India', 'OBC'),
      row(3, 'MAMC', 'MD Radiology', 'All India', 'Open'),
      row(4, 'MAMC', 'MS Surgery', 'Delhi University', 'SC'),
      row(5, 'VMMC', 'MD Radiology', 'All India', 'Open'),
      row(6, 'LHMC', 'MD Paediatrics', 'All India', 'EWS'),
      row(7, 'UCMS', 'MD Radiology', 'All India', 'Open'),
      row(8, 'KGMU', 'MD Radiology', 'State', 'Open'),
    ];
    const sample = chooseDemoSample(candidates);
    expect(sample).toEqual([1, 4, 6, 8, 5]);
    const chosen = candidates.filter((candidate) => sample.includes(candidate.key));
    expect(new Set(chosen.map((candidate) => candidate.institute)).size).toBe(5);
  });

  it('repeats an institute only when there are fewer than five', () => {
    const candidates = [
      row(1, 'A', 'X', null, null),
      row(2, 'A', 'Y', null, null),
      row(3, 'B', 'X', null, null),
      row(4, 'A', 'Z', null, null),
    ];
    expect(chooseDemoSample(candidates)).toEqual([1, 3, 2, 4]);
  });

  it('is empty without candidates', () => {
    expect(chooseDemoSample([])).toEqual([]);
  });
});
