import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { SIGNED_OUT_EVENT, signedOutEventSchema } from '@seatscope/shared';

import { sessionQueryKey, sessionQueryOptions } from '@/lib/session';
import { useLeaveSession } from '../lib/use-leave-session';

/**
 * Listens on /api/events for this session (docs/product.md#one-device): when a sign-in on
 * another device ends it, shows "Signed out" and goes to /. When this browser signed in again
 * (another tab), it picks up the new session and listens anew.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  const leave = useLeaveSession();
  const [connection, setConnection] = useState(0);

  useEffect(() => {
    const source = new EventSource('/api/events');
    source.addEventListener(SIGNED_OUT_EVENT, (message) => {
      source.close();
      const event = signedOutEventSchema.safeParse(JSON.parse(String(message.data)));
      if (event.success && event.data.reason === 'same-device') {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        setConnection((count) => count + 1);
        return;
      }
      toast('Signed out', {
        description: 'You were signed out because you logged in on another device.',
        // The old device may be unattended: leave the notice up long enough to be read.
        duration: 15_000,
      });
      void leave();
    });
    source.addEventListener('error', () => {
      // The browser reconnects by itself after network errors; CLOSED means it was refused.
      if (source.readyState !== EventSource.CLOSED) return;
      queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }).then(
        (me) => {
          // No session any more: the /app guard takes over. Still signed in: sync is broken.
          if (me) {
            toast.error('Session sync failed', {
              description: 'Sign-outs from other devices will show on your next action.',
            });
          }
        },
        (error: unknown) => {
          toast.error('Session sync failed', {
            description: error instanceof Error ? error.message : 'Unknown error',
          });
        },
      );
    });
    return () => source.close();
  }, [connection, queryClient, leave]);

  return null;
}
