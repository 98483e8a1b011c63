import { CircleCheckIcon } from 'lucide-react';
import type { CatalogueEntry } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

const istDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** Step 3: the purchase went through; only a message (spec §4). */
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
          Your {entry.name} is active until {istDate.format(new Date(entry.validUntil))}. Every
          table now shows all of its rows.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter className="sm:justify-center">
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </>
  );
}
