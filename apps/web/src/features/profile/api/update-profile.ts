import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Me, type ProfileUpdate } from '@seatscope/shared';

import { apiFetch } from '@/lib/api';
import { sessionQueryKey } from '@/lib/session';

export async function updateProfile(update: ProfileUpdate) {
  return profileSchema.parse(
    await apiFetch('/api/me/profile', { method: 'PATCH', body: JSON.stringify(update) }),
  );
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
