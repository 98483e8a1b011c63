import { useQueries } from '@tanstack/react-query';
import { comparisonSchema, type ChoiceOptionKey, optionToken } from '@seatscope/shared';
import { apiRequest } from '@/lib/api-client';
import { instituteDetailQueryOptions } from '@/lib/queries';
import { queryKeys } from '@/lib/query-keys';
import type { CompareAsk } from './model';

/**
 * `GET /api/compare` once per counselling among the compared options, with the chances for the
 * rank and category when both are known.
 */
export function useComparisons(groups: Map<string, ChoiceOptionKey[]>, ask: CompareAsk) {
  const chances = ask.rank !== null && ask.category !== null;
  return useQueries({
    queries: [...groups].map(([counselling, options]) => {
      const params = {
        counselling,
        option: options.map(optionToken),
        rank: chances ? (ask.rank ?? undefined) : undefined,
        category: chances ? (ask.category ?? undefined) : undefined,
      };
      return {
        queryKey: queryKeys.comparison(params),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          apiRequest('/api/compare', comparisonSchema, { params, signal }),
      };
    }),
  });
}

/** The details of each institute the comparison shows (its own columns and its options'). */
export function useInstituteDetails(instituteIds: readonly number[]) {
  return useQueries({ queries: instituteIds.map((id) => instituteDetailQueryOptions(id)) });
}
