import { useSearchParams } from 'react-router';
import { AddToChoiceListButton } from '@/features/choice-list';
import { AddToComparisonButton } from '@/features/compare';
import { RankScanScreen } from '@/features/data-screens';
import { usePurchaseDialog } from '@/features/purchase';

// Each option's `actions` slot holds the choice list's "Add to choice list" and the comparison's
// "Compare", which carries the scan's rank and category (docs/decisions/0022-rank-tools.md,
// docs/decisions/0026-choice-list.md, docs/decisions/0084-compare-side-by-side.md).
export default function RankScanRoute() {
  const { openPurchaseDialog } = usePurchaseDialog();
  const [search] = useSearchParams();
  const rank = Number(search.get('rank'));
  return (
    <RankScanScreen
      onPurchase={() => openPurchaseDialog()}
      actions={(row, { counselling }) => {
        const option = {
          instituteId: row.instituteId,
          courseId: row.courseId,
          quotaName: row.quotaName,
          category: row.category,
        };
        const name = `${row.instituteName}, ${row.courseName}`;
        return (
          <>
            <AddToChoiceListButton counselling={counselling} option={option} optionName={name} />
            <AddToComparisonButton
              item={{ kind: 'option', counselling, option }}
              name={name}
              ask={{
                rank: Number.isSafeInteger(rank) && rank > 0 ? rank : null,
                category: row.category,
              }}
            />
          </>
        );
      }}
    />
  );
}
