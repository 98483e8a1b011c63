import { useRef, type ReactNode } from 'react';

import { SidebarInset, SidebarProvider, readSidebarOpenCookie } from '@/components/ui/sidebar';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useCookies } from '@/lib/cookies';
import { AppHeader, type HeaderSlots } from './app-header';
import { AppSidebar } from './app-sidebar';
import { MainLandmarkProvider } from './page-main';

/** The shared /app layout (docs/product.md#app-shell): sidebar, top header and the screen. */
export function AppShell({
  headerSlots,
  children,
}: {
  headerSlots?: HeaderSlots;
  children: ReactNode;
}) {
  const screenRef = useRef<HTMLDivElement>(null);
  const cookies = useCookies();

  return (
    <TooltipProvider>
      <SidebarProvider defaultOpen={readSidebarOpenCookie(cookies)}>
        {/* Keyboard users would otherwise tab through a dozen sidebar links on every screen. */}
        <a
          href="#screen"
          className="sr-only z-50 rounded-md bg-background text-sm font-medium shadow-md ring-2 ring-ring focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-3 focus:py-2"
          onClick={(event) => {
            event.preventDefault();
            screenRef.current?.focus();
          }}
        >
          Skip to content
        </a>
        <AppSidebar />
        <SidebarInset>
          <AppHeader slots={headerSlots} />
          <MainLandmarkProvider>
            <div
              id="screen"
              ref={screenRef}
              tabIndex={-1}
              className="flex flex-1 flex-col outline-none"
            >
              {children}
            </div>
          </MainLandmarkProvider>
        </SidebarInset>
      </SidebarProvider>
    </TooltipProvider>
  );
}
