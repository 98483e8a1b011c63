import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { sessionQueryOptions } from '@/lib/session';

/** After a sign-in: load the new session, then go to `destination`. */
export function useSignedInHandler() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (destination: string) => {
    await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    await navigate(destination, { replace: true });
  };
}
