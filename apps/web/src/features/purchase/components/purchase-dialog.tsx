import { useState } from 'react';
import type { PackageId } from '@seatscope/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useCatalogue } from '@/lib/queries';
import { CheckoutStep } from './checkout-step';
import { SelectStep } from './select-step';
import { SuccessStep } from './success-step';

type Step = 'select' | 'checkout' | 'success';

interface PurchaseDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The package to preselect (a landing page card); otherwise the catalogue's default. */
  initialPackageId: PackageId | undefined;
}

/** The purchase dialog (docs/product.md#purchase-dialog): select, then checkout, then success; back returns to select. */
export default function PurchaseDialog({
  open,
  onOpenChange,
  initialPackageId,
}: PurchaseDialogProps) {
  const catalogue = useCatalogue();
  const [step, setStep] = useState<Step>('select');
  const [choice, setChoice] = useState<PackageId | undefined>(initialPackageId);
  const selectedId = choice ?? catalogue.data?.defaultPackageId;
  const selected = catalogue.data?.packages.find((entry) => entry.id === selectedId);
  // Null when payments are not configured: the dialog stays on select, which says so.
  const provider = catalogue.data?.paymentProvider;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        {step === 'select' || !selected || !provider ? (
          <SelectStep
            catalogue={catalogue}
            selectedId={selectedId}
            onSelect={setChoice}
            onContinue={() => setStep('checkout')}
          />
        ) : step === 'checkout' ? (
          <CheckoutStep
            entry={selected}
            provider={provider}
            onBack={() => setStep('select')}
            onPaid={() => setStep('success')}
          />
        ) : (
          <SuccessStep entry={selected} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
