import { Outlet } from 'react-router';

import { AppShell } from '@/components/layout/app-shell';
import { RequireSession, UserMenu } from '@/features/auth';
import { NotificationsPopover } from '@/features/updates';

/**
 * The /app layout: signed-in only (else /auth and back), the shell with the screen in its
 * outlet. Features fill the header's slots here (notifications, purchase, user menu).
 */
export default function AppLayoutRoute() {
  return (
    <RequireSession>
      <AppShell headerSlots={{ userMenu: <UserMenu />, notifications: <NotificationsPopover /> }}>
        <Outlet />
      </AppShell>
    </RequireSession>
  );
}
