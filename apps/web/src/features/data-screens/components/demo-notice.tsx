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
