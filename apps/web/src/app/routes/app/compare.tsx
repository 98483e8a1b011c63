import { CompareScreen } from '@/features/compare';
import { usePurchaseDialog } from '@/features/purchase';

export default function CompareRoute() {
  const { openPurchaseDialog } = usePurchaseDialog();
  return <CompareScreen onPurchase={() => openPurchaseDialog()} />;
}
