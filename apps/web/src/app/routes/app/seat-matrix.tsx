import { DataScreenView } from '@/features/data-screens';
import { usePurchaseDialog } from '@/features/purchase';

export default function SeatMatrixRoute() {
  const { openPurchaseDialog } = usePurchaseDialog();
  return (
    <DataScreenView
      screen="seat-matrix"
      title="Seat Availability"
      emptyPrompt="Please select a counselling type to view seat availability"
      onPurchase={() => openPurchaseDialog()}
    />
  );
}
