import { DataScreenView } from '@/features/data-screens';
import { usePurchaseDialog } from '@/features/purchase';

export default function AllotmentsRoute() {
  const { openPurchaseDialog } = usePurchaseDialog();
  return (
    <DataScreenView
      screen="allotments"
      title="Seat Allocation"
      emptyPrompt="Please select a counselling to view seat allocation data."
      onPurchase={() => openPurchaseDialog()}
    />
  );
}
