import { RankMappingScreen } from '@/features/data-screens';
import { usePurchaseDialog } from '@/features/purchase';

// Each group's `actions` slot is where the choice list's "Add to choice list" goes
// (docs/decisions/0022-rank-tools.md).
export default function AllotmentMappingRoute() {
  const { openPurchaseDialog } = usePurchaseDialog();
  return <RankMappingScreen onPurchase={() => openPurchaseDialog()} />;
}
