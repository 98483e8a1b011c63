import type { Comparison, InstituteDetail } from '@seatscope/shared';
import { useComparisons, useInstituteDetails } from './api';
import { optionsByCounselling, type CompareAsk, type ComparedItem } from './model';

export interface ComparisonRead {
  data?: Comparison;
  error: Error | null;
}

/**
 * What the compared columns read: one comparison per counselling among the options (with the
 * chances asked for) and the details of every institute shown, each by its key.
 */
export function useComparedReads(items: readonly ComparedItem[], ask: CompareAsk) {
  const groups = optionsByCounselling(items);
  const reads = useComparisons(groups, ask);
  const comparisons = new Map<string, ComparisonRead>(
    [...groups.keys()].map((counselling, index) => [
      counselling,
      { data: reads[index]?.data, error: reads[index]?.error ?? null },
    ]),
  );
  const instituteIds = [
    ...new Set(
      items.map((item) => (item.kind === 'institute' ? item.instituteId : item.option.instituteId)),
    ),
  ];
  const detailReads = useInstituteDetails(instituteIds);
  const details = new Map<number, InstituteDetail>(
    instituteIds.flatMap((id, index) => {
      const data = detailReads[index]?.data;
      return data ? [[id, data] as const] : [];
    }),
  );
  const demo = [...comparisons.values()].some((read) => read.data?.demo === true);
  return { comparisons, details, demo };
}
