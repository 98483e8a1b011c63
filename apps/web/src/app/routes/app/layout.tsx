import { Outlet } from 'react-router';

import { AppShell } from '@/components/layout/app-shell';
import { RequireSession, UserMenu } from '@/features/auth/shell';
import { PurchaseButton, PurchaseDialogProvider } from '@/features/purchase';
import { NotificationsPopover } from '@/features/updates';

/**
 * The /app layout: signed-in only (else /auth and back), the shell with the screen in its
 * outlet. Features fill the header's slots here (notifications, purchase, user menu); screens
 * open the purchase dialog through usePurchaseDialog().
 */
export default function AppLayoutRoute() {
  return (
    <RequireSession>
      <PurchaseDialogProvider>
        <AppShell
          headerSlots={{
            notifications: <NotificationsPopover />,
            userMenu: <UserMenu />,
            purchase: <PurchaseButton />,
          }}
        >
          <Outlet />
        </AppShell>
      </PurchaseDialogProvider>
    </RequireSession>
  );
}
