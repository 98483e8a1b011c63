import { QueryClient } from '@tanstack/react-query';

/** The one query cache: the providers hand it to the screens, route loaders prefetch into it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
