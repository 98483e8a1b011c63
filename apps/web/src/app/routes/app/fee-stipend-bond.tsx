import { FinancialsScreen } from '@/features/data-screens';
import { usePurchaseDialog } from '@/features/purchase';

export default function FeeStipendBondRoute() {
  const { openPurchaseDialog } = usePurchaseDialog();
  return (
    <FinancialsScreen
      title="Financials & Bonds"
      emptyPrompt="Please select a counselling to view financial data."
      onPurchase={() => openPurchaseDialog()}
    />
  );
}
