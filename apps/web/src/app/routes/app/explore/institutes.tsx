import { AddToComparisonButton } from '@/features/compare';
import { CollegeExplorer } from '@/features/knowledge-hub';

// Each college's card carries the comparison's "Compare" (docs/decisions/0084-compare-side-by-side.md).
export default function InstitutesRoute() {
  return (
    <CollegeExplorer
      actions={(institute) => (
        <AddToComparisonButton
          item={{ kind: 'institute', instituteId: institute.id }}
          name={institute.name}
        />
      )}
    />
  );
}
