import type { PredictionAccuracy } from '@seatscope/shared';

const years = (list: number[]) =>
  list.length <= 1
    ? (list[0]?.toString() ?? '')
    : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/**
 * What the measured accuracy means, in one line (docs/product.md#rank-deepscan): never a figure
 * that was not measured on the data being served (docs/decisions/0022-rank-tools.md).
 */
export function accuracySentence(accuracy: PredictionAccuracy): string {
  const { brier, baselineBrier, ratio, maxCalibrationGap, targetYear } = accuracy;
  if (!accuracy.measured || brier === null || baselineBrier === null || ratio === null) {
    return accuracy.note ?? 'The predictions could not be tested on this data yet.';
  }
  const better = Math.round((1 - ratio) * 100);
  const comparison =
    better > 0 ? `${better}% lower than` : better < 0 ? `${-better}% higher than` : 'the same as';
  const gap =
    maxCalibrationGap === null
      ? ''
      : ` Where it said a chance of about X%, the share that came true was within ${Math.round(maxCalibrationGap * 100)} percentage points of X.`;
  return (
    `Tested on ${targetYear} using only ${years(accuracy.basedOnYears)}: the chances' error ` +
    `(Brier score ${brier.toFixed(3)}, lower is better) was ${comparison} the rule "you get ` +
    `a seat if your rank is within last year's closing rank" (${baselineBrier.toFixed(3)}).${gap}`
  );
}
