import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  checkoutDetailsToProfileUpdate,
  profileSchema,
  type CheckoutDetails,
  type Me,
} from '@seatscope/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Saves the checkout details to the profile (`PATCH /api/me/profile`). */
export function useSaveDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: CheckoutDetails) =>
      apiRequest('/api/me/profile', profileSchema, {
        method: 'PATCH',
        body: checkoutDetailsToProfileUpdate(details),
      }),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.me, (me: Me | null | undefined) =>
        me ? { ...me, profile, profileComplete: Boolean(profile.fullName) } : me,
      );
    },
  });
}
