import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon, StethoscopeIcon } from 'lucide-react';

import { paths, PRODUCT_NAME } from '@/config/paths';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  useSidebar,
} from '@/components/ui/sidebar';
import { isCurrentPath, knowledgeHubItems, mainFeatureItems, type NavItem } from './nav-items';

function NavMenu({ items }: { items: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();

  return (
    <SidebarMenu>
      {items.map((item) => {
        const isCurrent = isCurrentPath(pathname, item.url);
        return (
          <SidebarMenuItem key={item.url}>
            <SidebarMenuButton
              asChild
              isActive={isCurrent}
              tooltip={item.title}
              // The current screen's icon takes the brand colour, so it stands out in icon mode too.
              className="data-[active=true]:[&>svg]:text-sidebar-primary"
            >
              <Link
                to={item.url}
                aria-current={isCurrent ? 'page' : undefined}
                // On a phone the sheet covers the screen; close it once the user has chosen.
                onClick={() => {
                  if (isMobile) setOpenMobile(false);
                }}
              >
                <item.icon aria-hidden="true" />
                <span>{item.title}</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        );
      })}
    </SidebarMenu>
  );
}

/** The /app navigation (docs/product.md#app-shell): collapses to icons on desktop, a sheet on phones. */
export function AppSidebar() {
  const { state, isMobile } = useSidebar();
  const [knowledgeHubOpen, setKnowledgeHubOpen] = useState(true);
  // In icon mode the group's label is hidden, so its links must stay reachable as icons.
  const iconMode = state === 'collapsed' && !isMobile;

  return (
    <Sidebar collapsible="icon">
      <nav aria-label="App sections" className="flex min-h-0 flex-1 flex-col">
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton size="lg" asChild tooltip={PRODUCT_NAME}>
                <Link to={paths.app.root}>
                  <span className="flex aspect-square size-8 items-center justify-center rounded-lg bg-sidebar-primary text-sidebar-primary-foreground">
                    <StethoscopeIcon className="size-4" aria-hidden="true" />
                  </span>
                  <span className="grid flex-1 text-left leading-tight">
                    <span className="truncate text-base font-semibold">{PRODUCT_NAME}</span>
                    <span className="truncate text-xs text-sidebar-foreground/70">
                      NEET PG Counseling
                    </span>
                  </span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>Main Features</SidebarGroupLabel>
            <SidebarGroupContent>
              <NavMenu items={mainFeatureItems} />
            </SidebarGroupContent>
          </SidebarGroup>
          <Collapsible
            open={knowledgeHubOpen || iconMode}
            onOpenChange={setKnowledgeHubOpen}
            className="group/collapsible"
          >
            <SidebarGroup>
              <SidebarGroupLabel
                asChild
                className="w-full group-data-[collapsible=icon]:invisible hover:bg-sidebar-accent hover:text-sidebar-accent-foreground"
              >
                <CollapsibleTrigger>
                  Knowledge Hub
                  <ChevronDownIcon
                    aria-hidden="true"
                    className="ml-auto transition-transform group-data-[state=open]/collapsible:rotate-180"
                  />
                </CollapsibleTrigger>
              </SidebarGroupLabel>
              <CollapsibleContent>
                <SidebarGroupContent>
                  <NavMenu items={knowledgeHubItems} />
                </SidebarGroupContent>
              </CollapsibleContent>
            </SidebarGroup>
          </Collapsible>
        </SidebarContent>
      </nav>
      <SidebarRail />
    </Sidebar>
  );
}
