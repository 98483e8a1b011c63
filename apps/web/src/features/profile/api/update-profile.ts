import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Me, type ProfileUpdate } from '@seatscope/shared';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

async function updateProfile(update: ProfileUpdate) {
  return apiRequest('/api/me/profile', profileSchema, { method: 'PATCH', body: update });
}

/** Saves the profile and puts the saved values into the cached session. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData<Me | null>(sessionQueryKey, (me) =>
        me ? { ...me, profile: saved, profileComplete: Boolean(saved.fullName) } : me,
      );
    },
  });
}
