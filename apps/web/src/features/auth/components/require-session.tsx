import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { PageLoading } from '@/components/layout/page-loading';
import { Button } from '@/components/ui/button';
import { authPath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { SessionSync } from './session-sync';

/**
 * The /app guard (docs/product.md#app-shell): without a session, to /auth and back here after
 * sign-in. Loading /api/me also loads the profile: the profile gate, which blocks nothing.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  // The screen behind the guard is large: when the session check answers, it renders in the
  // background (a transition) rather than in one long blocking task.
  const status = useDeferredValue(session.status);
  const location = useLocation();

  if (status === 'signed-out') {
    return <Navigate to={authPath(location.pathname + location.search)} replace />;
  }
  if (status === 'loading') return <PageLoading />;
  if (status === 'error') {
    return (
      <main className="mx-auto flex min-h-svh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-xl font-semibold">Could not check your session</h1>
        <p className="text-muted-foreground">{session.error?.message}</p>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </main>
    );
  }
  return (
    <>
      <SessionSync />
      {children}
    </>
  );
}
