import { GaugeIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { usePredictionAccuracy } from '../api/rank-tools';
import { accuracySentence } from './accuracy-sentence';

/** The accuracy figure the backtest measured on the data being served. */
export function AccuracyNote({ counselling }: { counselling: string }) {
  const accuracy = usePredictionAccuracy(counselling);
  return (
    <Alert>
      <GaugeIcon aria-hidden="true" />
      <AlertTitle>Measured accuracy</AlertTitle>
      <AlertDescription>
        {accuracy.isPending
          ? 'Measuring accuracy…'
          : accuracy.isError
            ? accuracy.error.message || 'Failed to fetch data'
            : accuracySentence(accuracy.data)}
      </AlertDescription>
    </Alert>
  );
}
