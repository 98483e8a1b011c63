import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';

import { ThemeProvider } from '@/components/theme-provider';
import { Toaster } from '@/components/ui/sonner';
import { queryClient } from './query-client';

/**
 * App-wide providers. Tooltips (700 ms, spec §9) bring their own provider from ui/tooltip and
 * the app shell shares one: a root TooltipProvider would put Radix's tooltip code, which the
 * shell shares, into the landing page's first load.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Sonner's default hotkey, Alt+T, focuses the toasts; keep it. */}
        <Toaster position="bottom-right" />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
