import type { Me } from '@seatscope/shared';
import { describeAccess } from '@/lib/access';
import { useCatalogue } from '@/lib/queries';
import { cn } from '@/lib/utils';

/** The viewer's package, what it includes and when it ends: on the profile and in the user menu. */
export function PackageSummary({
  me,
  compact = false,
}: {
  me: Pick<Me, 'entitlement' | 'roles'>;
  compact?: boolean;
}) {
  const catalogue = useCatalogue();
  const access = describeAccess(me, catalogue.data?.packages);
  return (
    <div
      data-testid="package-summary"
      className={cn('grid gap-0.5', compact ? 'text-xs' : 'text-sm')}
    >
      <p className="font-semibold">{access.name}</p>
      {access.expiry && <p>{access.expiry}</p>}
      {access.includes && <p className="text-muted-foreground">{access.includes}</p>}
    </div>
  );
}
