import { Outlet } from 'react-router';

import { AppShell } from '@/components/layout/app-shell';
import { PurchaseButton, PurchaseDialogProvider } from '@/features/purchase';

/**
 * The /app layout: the shell with the screen in its outlet. Features fill the header's slots
 * here (notifications, purchase, user menu); until they do, the shell shows placeholders.
 * Screens open the purchase dialog through usePurchaseDialog().
 */
export default function AppLayoutRoute() {
  return (
    <PurchaseDialogProvider>
      <AppShell headerSlots={{ purchase: <PurchaseButton /> }}>
        <Outlet />
      </AppShell>
    </PurchaseDialogProvider>
  );
}
