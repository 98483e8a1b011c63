import type { UseQueryResult } from '@tanstack/react-query';
import { describePackageContents, type Catalogue, type PackageId } from '@seatscope/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

interface SelectStepProps {
  catalogue: UseQueryResult<Catalogue>;
  selectedId: PackageId | undefined;
  onSelect(id: PackageId): void;
  onContinue(): void;
}

/** Step 1: UG or PG, with prices from the catalogue. */
export function SelectStep({ catalogue, selectedId, onSelect, onContinue }: SelectStepProps) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Purchase package</DialogTitle>
        <DialogDescription>
          One-time payment for full access to every table: all rows, every page.
        </DialogDescription>
      </DialogHeader>
      {catalogue.isPending ? (
        <p className="py-6 text-center text-sm text-muted-foreground">Loading...</p>
      ) : catalogue.isError ? (
        <p role="alert" className="py-6 text-center text-sm text-destructive">
          {catalogue.error.message || 'Failed to fetch data'}
        </p>
      ) : (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Package</legend>
          {catalogue.data.packages.map((entry) => (
            <label
              key={entry.id}
              className={cn(
                'flex cursor-pointer flex-col gap-2 rounded-lg border p-4 transition-colors hover:bg-accent/50',
                'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                entry.id === selectedId && 'border-primary bg-primary/5 ring-1 ring-primary',
              )}
            >
              <span className="flex items-center gap-2 font-semibold">
                <input
                  type="radio"
                  name="package"
                  value={entry.id}
                  checked={entry.id === selectedId}
                  onChange={() => onSelect(entry.id)}
                  className="size-4 accent-primary"
                />
                {entry.name}
              </span>
              <span className="text-sm text-muted-foreground">{entry.description}</span>
              <span className="text-sm">{entry.includes}</span>
              <span className="text-xs text-muted-foreground">
                Data now: {describePackageContents(entry.contents)}
              </span>
              <span className="mt-auto flex flex-wrap items-baseline gap-2">
                <span className="text-2xl font-bold">{entry.display.price}</span>
                <s className="text-sm text-muted-foreground">{entry.display.originalPrice}</s>
                {entry.offerLabel && (
                  <Badge variant="secondary" className="ml-auto">
                    {entry.offerLabel}
                  </Badge>
                )}
              </span>
              <span className="text-xs text-muted-foreground">
                + {entry.gstPercent}% GST ({entry.display.gst})
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {catalogue.data?.paymentProvider === null && (
        <p
          role="alert"
          className="rounded-md border border-destructive/50 p-3 text-sm text-destructive"
        >
          Purchases are unavailable right now: payments are not configured. Please try again later.
        </p>
      )}
      {catalogue.data?.paymentProvider === 'simulated' && (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
          <strong className="font-semibold text-foreground">Test mode:</strong> payments are
          simulated and no money is taken.
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          onClick={onContinue}
          disabled={!catalogue.data || !selectedId || catalogue.data.paymentProvider === null}
        >
          Continue
        </Button>
      </DialogFooter>
    </>
  );
}
