import { AddToChoiceListButton } from '@/features/choice-list';
import { RankScanScreen } from '@/features/data-screens';
import { usePurchaseDialog } from '@/features/purchase';

// Each option's `actions` slot holds the choice list's "Add to choice list"
// (docs/decisions/0022-rank-tools.md, docs/decisions/0026-choice-list.md).
export default function RankScanRoute() {
  const { openPurchaseDialog } = usePurchaseDialog();
  return (
    <RankScanScreen
      onPurchase={() => openPurchaseDialog()}
      actions={(row, { counselling }) => (
        <AddToChoiceListButton
          counselling={counselling}
          option={{
            instituteId: row.instituteId,
            courseId: row.courseId,
            quotaName: row.quotaName,
            category: row.category,
          }}
          optionName={`${row.instituteName}, ${row.courseName}`}
        />
      )}
    />
  );
}
