import { describe, expect, it } from 'vitest';
import type { PredictionAccuracy } from '@seatscope/shared';
import { accuracySentence } from './accuracy-sentence';

const measured: PredictionAccuracy = {
  counselling: 'mcc-neet-pg',
  measured: true,
  note: null,
  targetYear: 2023,
  basedOnYears: [2022],
  forecasts: 1000,
  brier: 0.039,
  baselineBrier: 0.053,
  ratio: 0.7358,
  maxCalibrationGap: 0.119,
  optionCoverage: 0.4,
  intervalCoverage: 0.8,
  calibration: [],
};

describe('accuracySentence', () => {
  it('states what was tested on what, with the measured figures only', () => {
    const sentence = accuracySentence(measured);
    expect(sentence).toMatch(/^Tested on 2023 using only 2022:/);
    expect(sentence).toContain('Brier score 0.039');
    expect(sentence).toContain('26% lower than');
    expect(sentence).toContain('(0.053)');
    expect(sentence).toContain('within 12 percentage points');
  });

  it('says why there is no figure when nothing could be measured', () => {
    const sentence = accuracySentence({
      ...measured,
      measured: false,
      note: 'Only 2023 is in the data: the predictions cannot be tested until an earlier year is added.',
      brier: null,
      baselineBrier: null,
      ratio: null,
      maxCalibrationGap: null,
    });
    expect(sentence).toMatch(/^Only 2023 is in the data/);
    expect(sentence).not.toMatch(/Brier|%/);
  });
});
