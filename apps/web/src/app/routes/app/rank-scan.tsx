import { RankScanScreen } from '@/features/data-screens';
import { usePurchaseDialog } from '@/features/purchase';

// Each option's `actions` slot is where the choice list's "Add to choice list" goes
// (docs/decisions/0022-rank-tools.md).
export default function RankScanRoute() {
  const { openPurchaseDialog } = usePurchaseDialog();
  return <RankScanScreen onPurchase={() => openPurchaseDialog()} />;
}
