import { canCompleteCheckout, type CatalogueEntry, type PaymentProvider } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCheckout } from '../api/checkout';
import { useMe } from '@/lib/queries';
import { CheckoutDetailsForm } from './checkout-details-form';

interface CheckoutStepProps {
  entry: CatalogueEntry;
  provider: PaymentProvider;
  onBack(): void;
  onPaid(): void;
}

/** Step 2: what it costs, the buyer's details, and payment (simulated or Razorpay). */
export function CheckoutStep({ entry, provider, onBack, onPaid }: CheckoutStepProps) {
  const me = useMe();
  const checkout = useCheckout();
  const signedIn = Boolean(me.data);
  const ready = canCompleteCheckout({ signedIn, savedFullName: me.data?.profile?.fullName });

  const pay = () =>
    checkout.mutate(entry.id, {
      onSuccess: (outcome) => {
        // Closing Razorpay Checkout is a cancel: back to the start (docs/product.md#purchase-dialog).
        if (outcome.status === 'paid') onPaid();
        else onBack();
      },
    });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Checkout</DialogTitle>
        <DialogDescription>
          {entry.name}: save your details, then complete the payment.
        </DialogDescription>
      </DialogHeader>
      <dl className="grid gap-1 rounded-lg border p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{entry.name}</dt>
          <dd>{entry.display.price}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">GST ({entry.gstPercent}%)</dt>
          <dd>{entry.display.gst}</dd>
        </div>
        <div className="mt-1 flex justify-between gap-4 border-t pt-2 font-semibold">
          <dt>Total</dt>
          <dd>{entry.display.total}</dd>
        </div>
      </dl>
      {me.isPending ? (
        <p className="text-sm text-muted-foreground">Loading...</p>
      ) : (
        <CheckoutDetailsForm me={me.data ?? null} />
      )}
      {!me.isPending && !ready && (
        <p className="text-sm text-muted-foreground">
          {signedIn ? 'Save your details to continue.' : 'Sign in to purchase a package.'}
        </p>
      )}
      {checkout.isError && (
        <p role="alert" className="text-sm text-destructive">
          {checkout.error.message}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onBack} disabled={checkout.isPending}>
          Back
        </Button>
        <Button onClick={pay} disabled={!ready || checkout.isPending}>
          {checkout.isPending
            ? 'Processing...'
            : provider === 'simulated'
              ? 'Simulate success'
              : `Pay ${entry.display.total}`}
        </Button>
      </DialogFooter>
    </>
  );
}
