import { AllotmentsScreen } from '@/features/data-screens';
import { usePurchaseDialog } from '@/features/purchase';

export default function AllotmentsRoute() {
  const { openPurchaseDialog } = usePurchaseDialog();
  return (
    <AllotmentsScreen
      title="Seat Allocation"
      emptyPrompt="Please select a counselling to view seat allocation data."
      onPurchase={() => openPurchaseDialog()}
    />
  );
}
