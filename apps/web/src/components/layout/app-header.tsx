import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BellIcon } from 'lucide-react';

import { paths, PRODUCT_NAME } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { AccountMenu } from './account-menu';
import { ThemeToggle } from './theme-toggle';

/**
 * What features put into the header. The app layer composes them (a shared component never
 * imports a feature); an empty slot shows a placeholder or nothing.
 */
export type HeaderSlots = {
  /** The latest updates list (public-site feature). Placeholder: a disabled bell. */
  notifications?: ReactNode;
  /** "Purchase package", which the purchase feature shows only in demo mode. */
  purchase?: ReactNode;
  /** Profile and Sign out (accounts feature). Placeholder: a menu with Profile. */
  userMenu?: ReactNode;
};

function NotificationsPlaceholder() {
  return (
    <Button variant="ghost" size="icon" disabled aria-label="Notifications">
      <BellIcon aria-hidden="true" />
    </Button>
  );
}

/** The /app top bar (docs/product.md#app-shell): sidebar trigger on the left, actions on the right. */
export function AppHeader({ slots = {} }: { slots?: HeaderSlots }) {
  return (
    <header className="sticky top-0 print:hidden z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-4">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-4" />
      {/* The sidebar, and so the product name, is hidden behind the trigger on phones. */}
      <Link
        to={paths.app.root}
        className="text-sm font-semibold tracking-tight md:hidden"
        aria-label={`${PRODUCT_NAME} home`}
      >
        {PRODUCT_NAME}
      </Link>
      <div className="ml-auto flex items-center gap-1">
        {slots.purchase}
        {slots.notifications ?? <NotificationsPlaceholder />}
        <ThemeToggle />
        {slots.userMenu ?? <AccountMenu />}
      </div>
    </header>
  );
}
