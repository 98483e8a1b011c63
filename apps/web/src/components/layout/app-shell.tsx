import type { ReactNode } from 'react';

import { SidebarInset, SidebarProvider, readSidebarOpenCookie } from '@/components/ui/sidebar';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AppHeader, type HeaderSlots } from './app-header';
import { AppSidebar } from './app-sidebar';
import { MainLandmarkProvider } from './page-main';

/** The shared /app layout (spec §2, §9): sidebar, top header and the screen. */
export function AppShell({
  headerSlots,
  children,
}: {
  headerSlots?: HeaderSlots;
  children: ReactNode;
}) {
  return (
    <TooltipProvider>
      <SidebarProvider defaultOpen={readSidebarOpenCookie()}>
        <AppSidebar />
        <SidebarInset>
          <AppHeader slots={headerSlots} />
          <MainLandmarkProvider>
            <div className="flex flex-1 flex-col">{children}</div>
          </MainLandmarkProvider>
        </SidebarInset>
      </SidebarProvider>
    </TooltipProvider>
  );
}
