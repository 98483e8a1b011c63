import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

import { ThemeProvider } from '@/components/theme-provider';

// No page shows a toast before it is interactive, and Sonner replays toasts raised before its
// Toaster mounted: it loads beside the page rather than in the first-load JavaScript.
const Toaster = lazy(() =>
  import('@/components/ui/sonner').then((module) => ({ default: module.Toaster })),
);

/**
 * App-wide providers. Tooltips (700 ms, docs/product.md#constants) bring their own provider from ui/tooltip and
 * the app shell shares one: a root TooltipProvider would put Radix's tooltip code, which the
 * shell shares, into the landing page's first load.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  /** The browser's one client (app/query-client.ts), or on the server one per request. */
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {/*
          A page that arrives rendered hydrates inside this boundary: React leaves it for a
          second, interruptible pass instead of one long task that blocks input.
        */}
        <Suspense fallback={null}>{children}</Suspense>
        {/* Sonner's default hotkey, Alt+T, focuses the toasts; keep it. */}
        <Suspense fallback={null}>
          <Toaster position="bottom-right" />
        </Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
