import { useEffect, useState } from 'react';

import { PRODUCT_NAME, paths } from '@/config/paths';
import { TitledDialog } from '@/components/titled-dialog';
import { AUTH_PAGE_TITLE } from '../lib/texts';
import { useSignedInHandler } from '../lib/use-signed-in-handler';
import { AuthForm, type AuthTab } from './auth-form';

/**
 * The landing page's sign-in / sign-up dialog (docs/product.md#auth-screen): titled "Access SeatScope" or "Create
 * your SeatScope account", and the page title reads "Sign in · SeatScope" while it is open.
 * Default-exported so the landing page can load it lazily.
 */
export default function AuthDialog({
  open,
  onOpenChange,
  defaultTab = 'login',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultTab?: AuthTab;
}) {
  const [tab, setTab] = useState<AuthTab>(defaultTab);
  const [openedWith, setOpenedWith] = useState({ open, defaultTab });
  // Each opening starts on the tab the caller asked for.
  if (openedWith.open !== open || openedWith.defaultTab !== defaultTab) {
    setOpenedWith({ open, defaultTab });
    if (open) setTab(defaultTab);
  }
  const onSignedIn = useSignedInHandler();

  useEffect(() => {
    if (!open) return;
    const previous = document.title;
    document.title = AUTH_PAGE_TITLE;
    return () => {
      document.title = previous;
    };
  }, [open]);

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={tab === 'login' ? `Access ${PRODUCT_NAME}` : `Create your ${PRODUCT_NAME} account`}
      description={
        tab === 'login'
          ? 'Sign in to see allotments, closing ranks and seat data.'
          : 'Sign up free; buy a package when you need every row.'
      }
      contentClassName="max-h-[90vh] sm:max-w-md"
    >
      <AuthForm
        tab={tab}
        onTabChange={setTab}
        onSignedIn={async () => {
          onOpenChange(false);
          await onSignedIn(paths.app.root);
        }}
      />
    </TitledDialog>
  );
}
