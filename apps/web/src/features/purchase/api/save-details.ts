import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  checkoutDetailsToProfileUpdate,
  profileSchema,
  type CheckoutDetails,
  type Me,
} from '@seatscope/shared';
import { requestJson } from './request';
import { meQueryOptions } from './get-me';

/** Saves the checkout details to the profile (`PATCH /api/me/profile`). */
export function useSaveDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: CheckoutDetails) =>
      requestJson('/api/me/profile', profileSchema, {
        method: 'PATCH',
        body: checkoutDetailsToProfileUpdate(details),
      }),
    onSuccess: (profile) => {
      queryClient.setQueryData(meQueryOptions().queryKey, (me: Me | null | undefined) =>
        me ? { ...me, profile, profileComplete: Boolean(profile.fullName) } : me,
      );
    },
  });
}
