import type { QueryClient } from '@tanstack/react-query';
import { prefetchCollegeExplorer } from '@/features/knowledge-hub/prefetch';
import { sessionQueryOptions } from '@/lib/session';

// Loaders of /app routes. The router loads them apart from the screens' code and runs them at
// once, so the session check and a screen's first reads travel while that code downloads. They
// only start requests and return nothing: the screens show loading, errors and the sign-in
// redirect as before.

/** /app: the session check that RequireSession reads. */
export function appLoader(queryClient: QueryClient) {
  void queryClient.prefetchQuery(sessionQueryOptions);
  return null;
}

/** College Explorer: its first page and facets, once the session check says signed in. */
export function institutesLoader(queryClient: QueryClient) {
  queryClient.ensureQueryData(sessionQueryOptions).then(
    (me) => {
      if (me) prefetchCollegeExplorer(queryClient);
    },
    // RequireSession shows the failure.
    () => undefined,
  );
  return null;
}
