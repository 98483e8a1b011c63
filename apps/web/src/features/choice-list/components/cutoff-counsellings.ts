import { useQuery } from '@tanstack/react-query';
import { counsellingsQueryOptions } from '@/lib/queries';

/** The counsellings that have Cutoff Ranks, whose options a choice list holds. */
export function useCutoffCounsellings() {
  return useQuery(counsellingsQueryOptions('cutoffs'));
}
