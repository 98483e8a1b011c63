import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { sessionQueryKey } from '@/lib/session';

/**
 * Goes to / and forgets everything cached for the user. Navigating first keeps the /app guard
 * from sending the page to /auth on the way out.
 */
export function useLeaveSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(paths.home, { replace: true });
    queryClient.removeQueries();
    queryClient.setQueryData(sessionQueryKey, null);
  }, [navigate, queryClient]);
}
