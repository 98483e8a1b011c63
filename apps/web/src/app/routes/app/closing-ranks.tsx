import { AddToChoiceListButton } from '@/features/choice-list';
import { CutoffRanksScreen } from '@/features/data-screens';
import { usePurchaseDialog } from '@/features/purchase';

export default function ClosingRanksRoute() {
  const { openPurchaseDialog } = usePurchaseDialog();
  return (
    <CutoffRanksScreen
      title="Cutoff Ranks"
      emptyPrompt="Please select a counselling type to view cutoff ranks"
      onPurchase={() => openPurchaseDialog()}
      rowActions={(counselling, row) => (
        <AddToChoiceListButton
          counselling={counselling}
          option={row}
          optionName={`${row.instituteName}, ${row.courseName}`}
        />
      )}
    />
  );
}
