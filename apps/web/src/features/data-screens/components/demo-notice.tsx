import { LockIcon } from 'lucide-react';
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
 * A demo viewer's filters that none of the sample's rows meet (docs/product.md#demo-rule): how
 * many rows of the full data they match is not said, as a count stepped through filters would
 * tell the rows (docs/decisions/0066-the-demo-is-a-sample.md).
 */
export function DemoNoMatch({ onPurchase }: { onPurchase: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-muted/40 px-4 py-3"
    >
      <p className="font-medium">
        No row of the demo sample matches these filters; purchase to search the full data
      </p>
      <Button size="sm" onClick={onPurchase}>
        Purchase package
      </Button>
    </div>
  );
}
