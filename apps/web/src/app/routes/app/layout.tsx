import { Outlet } from 'react-router';

import { AppShell } from '@/components/layout/app-shell';
import { NotificationsPopover } from '@/features/updates';

/**
 * The /app layout: the shell with the screen in its outlet. Features fill the header's slots
 * here (notifications, purchase, user menu); until they do, the shell shows placeholders.
 */
export default function AppLayoutRoute() {
  return (
    <AppShell headerSlots={{ notifications: <NotificationsPopover /> }}>
      <Outlet />
    </AppShell>
  );
}
