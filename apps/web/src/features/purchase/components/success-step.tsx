import { CircleCheckIcon } from 'lucide-react';
import type { CatalogueEntry } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatIstDate } from '@/lib/ist-date';

/** Step 3: the purchase went through; only a message (docs/product.md#purchase-dialog). */
export function SuccessStep({ entry, onDone }: { entry: CatalogueEntry; onDone(): void }) {
  return (
    <>
      <DialogHeader className="items-center text-center sm:text-center">
        <CircleCheckIcon
          className="size-12 text-green-600 dark:text-green-500"
          aria-hidden="true"
        />
        <DialogTitle>Purchase successful</DialogTitle>
        <DialogDescription>
          Your {entry.name} is active until {formatIstDate(entry.validUntil)}. Every table now shows
          all of its rows.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter className="sm:justify-center">
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </>
  );
}
