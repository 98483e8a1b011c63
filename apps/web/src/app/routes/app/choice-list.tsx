import { ChoiceListScreen } from '@/features/choice-list';
import { AddToComparisonButton } from '@/features/compare';

// Each choice carries the comparison's "Compare", with the rank and category of the list's
// outcome (docs/decisions/0084-compare-side-by-side.md).
export default function ChoiceListRoute() {
  return (
    <ChoiceListScreen
      actions={(option, { counselling, rank, category }) => (
        <AddToComparisonButton
          item={{
            kind: 'option',
            counselling,
            option: {
              instituteId: option.instituteId,
              courseId: option.courseId,
              quotaName: option.quotaName,
              category: option.category,
            },
          }}
          name={`${option.instituteName}, ${option.courseName}`}
          ask={{ rank, category }}
        />
      )}
    />
  );
}
