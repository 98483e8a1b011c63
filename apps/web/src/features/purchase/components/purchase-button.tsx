import { ShoppingCartIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMe } from '@/lib/queries';
import { usePurchaseDialog } from '../purchase-dialog-provider';

/** The header's "Purchase package" button: shown only while the server says demo. */
export function PurchaseButton() {
  const me = useMe();
  const { openPurchaseDialog } = usePurchaseDialog();
  if (!me.data?.entitlement.demo) return null;
  return (
    <Button size="sm" onClick={() => openPurchaseDialog()}>
      <ShoppingCartIcon aria-hidden="true" />
      {/* An icon on phones, where the header has no room for the words; still its name. */}
      <span className="max-sm:sr-only">Purchase package</span>
    </Button>
  );
}
