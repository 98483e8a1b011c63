import { SeatMatrixScreen } from '@/features/data-screens';
import { usePurchaseDialog } from '@/features/purchase';

export default function SeatMatrixRoute() {
  const { openPurchaseDialog } = usePurchaseDialog();
  return (
    <SeatMatrixScreen
      title="Seat Availability"
      emptyPrompt="Please select a counselling type to view seat availability"
      onPurchase={() => openPurchaseDialog()}
    />
  );
}
