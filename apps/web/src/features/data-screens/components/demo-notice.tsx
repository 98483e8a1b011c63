import { LockIcon } from 'lucide-react';
import { formatListTotal } from '@seatscope/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The demo alert above the table (docs/product.md#demo-rule). */
export function DemoAlert() {
  return (
    <Alert>
      <LockIcon aria-hidden="true" />
      <AlertTitle>Demo trial</AlertTitle>
      <AlertDescription>
        Only top 5 rows are visible. Purchase package to view all results.
      </AlertDescription>
    </Alert>
  );
}

/** The overlay below the demo rows, with the purchase call to action (docs/product.md#demo-rule). */
export function DemoOverlay({ onPurchase }: { onPurchase: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-b-md border border-t-0 bg-muted/60 px-4 py-6 text-center">
      <p className="font-medium">Demo trial — only top 5 rows visible</p>
      <Button onClick={onPurchase}>Purchase package to view more</Button>
    </div>
  );
}

/**
 * What a demo viewer's filters find in the full data, where the sample shows few or none of
 * them (docs/product.md#demo-rule): a count, never the rows.
 */
export function DemoMatches({
  count,
  capped,
  onPurchase,
}: {
  count: number;
  /** Counting stopped at the cap: "10,000+ rows match". */
  capped: boolean;
  onPurchase: () => void;
}) {
  const rows =
    count === 1 && !capped
      ? '1 row matches'
      : `${formatListTotal({ total: count, totalCapped: capped })} rows match`;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-muted/40 px-4 py-3"
    >
      <p className="font-medium">{`${rows}; purchase to see them`}</p>
      <Button size="sm" onClick={onPurchase}>
        Purchase package
      </Button>
    </div>
  );
}
