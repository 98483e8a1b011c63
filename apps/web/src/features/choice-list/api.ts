import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  choiceListOutcomeSchema,
  choiceListReplaySchema,
  choiceListSchema,
  choiceListSummariesSchema,
  type ChoiceList,
  type ChoiceOptionKey,
} from '@seatscope/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const listPath = (counselling: string) => `/api/choice-lists/${encodeURIComponent(counselling)}`;

/** The signed-in user's lists that hold an option, the one last changed first. */
export function useChoiceListSummaries() {
  return useQuery({
    queryKey: queryKeys.choiceLists.summaries,
    queryFn: ({ signal }) => apiRequest('/api/choice-lists', choiceListSummariesSchema, { signal }),
  });
}

/** The signed-in user's list for a counselling (null: none chosen, nothing read). */
export function useChoiceList(counselling: string | null) {
  return useQuery({
    queryKey: queryKeys.choiceLists.list(counselling ?? ''),
    queryFn: ({ signal }) => apiRequest(listPath(counselling ?? ''), choiceListSchema, { signal }),
    enabled: counselling !== null,
  });
}

/** The list replayed for `rank`, or for the profile's rank when null. */
export function useChoiceListReplay(counselling: string | null, rank: number | null) {
  return useQuery({
    queryKey: queryKeys.choiceLists.replay(counselling ?? '', rank),
    queryFn: ({ signal }) =>
      apiRequest(`${listPath(counselling ?? '')}/replay`, choiceListReplaySchema, {
        params: { rank: rank ?? undefined },
        signal,
      }),
    enabled: counselling !== null,
  });
}

/**
 * The list's outcome for a rank and seat category (null: not asked yet). The figures of the
 * last rank and category stay on screen while the next ones load.
 */
export function useChoiceListOutcome(
  counselling: string,
  asked: { rank: number; category: string } | null,
) {
  return useQuery({
    queryKey: queryKeys.choiceLists.outcome(counselling, asked?.rank ?? 0, asked?.category ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`${listPath(counselling)}/outcome`, choiceListOutcomeSchema, {
        params: { rank: asked?.rank, category: asked?.category },
        signal,
      }),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
  });
}

type ListChange =
  | { kind: 'add'; option: ChoiceOptionKey }
  | { kind: 'remove'; option: ChoiceOptionKey }
  | { kind: 'replace'; options: ChoiceOptionKey[] };

const keyOf = (option: ChoiceOptionKey): ChoiceOptionKey => ({
  instituteId: option.instituteId,
  courseId: option.courseId,
  quotaName: option.quotaName,
  category: option.category,
});

/**
 * Every change to a list goes through here: the server answers with the list after it, which
 * becomes the cached list; replays and outcomes of that counselling are read again.
 */
export function useChangeChoiceList(counselling: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ListChange): Promise<ChoiceList> => {
      const path = listPath(counselling);
      switch (change.kind) {
        case 'add':
          return apiRequest(`${path}/options`, choiceListSchema, {
            method: 'POST',
            body: keyOf(change.option),
          });
        case 'remove':
          return apiRequest(`${path}/options`, choiceListSchema, {
            method: 'DELETE',
            params: { ...keyOf(change.option) },
          });
        case 'replace':
          return apiRequest(path, choiceListSchema, {
            method: 'PUT',
            body: { options: change.options.map(keyOf) },
          });
      }
    },
    onMutate: async (change) => {
      // A reorder shows at once; the server's answer (or a re-read on failure) settles it.
      if (change.kind !== 'replace') return;
      const key = queryKeys.choiceLists.list(counselling);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ChoiceList>(key, (list) => {
        if (!list) return list;
        const byKey = new Map(list.options.map((o) => [JSON.stringify(keyOf(o)), o]));
        const options = change.options.flatMap((option, index) => {
          const known = byKey.get(JSON.stringify(keyOf(option)));
          return known ? [{ ...known, choice: index + 1 }] : [];
        });
        return { ...list, options };
      });
    },
    onSuccess: (list) => {
      queryClient.setQueryData(queryKeys.choiceLists.list(counselling), list);
    },
    onError: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.choiceLists.list(counselling) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.choiceLists.replays(counselling) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.choiceLists.outcomes(counselling) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.choiceLists.summaries }),
      ]),
  });
}
