import { useQuery } from '@tanstack/react-query';
import { formatCountPlus } from '@seatscope/shared';
import { statsQueryOptions } from '@/lib/queries';

/** Figures computed from the database (docs/product.md#honest-counts); no accuracy claim. */
export function StatsStrip() {
  const { data, isError } = useQuery(statsQueryOptions);
  if (isError) return null;
  const figures = [
    { label: 'Allocation records', value: data?.allocationRecords },
    { label: 'Colleges', value: data?.colleges },
    { label: 'Counsellings', value: data?.counsellings },
    { label: 'Courses', value: data?.courses },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4" aria-busy={!data}>
      {figures.map((figure) => (
        <div key={figure.label} className="border-l-2 border-primary/40 pl-3">
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd
            className="text-2xl font-bold tracking-tight tabular-nums"
            data-testid={`stat-${figure.label}`}
          >
            {figure.value === undefined ? (
              <span className="inline-block h-7 w-20 animate-pulse rounded bg-muted align-middle" />
            ) : (
              formatCountPlus(figure.value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
