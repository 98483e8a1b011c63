import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { purchasePath } from '@/config/paths';
import { LandingPage, type AuthTab } from '@/features/landing';

// Neither is needed for the first paint: the toggle brings the tooltip's positioning code and
// the dialog the forms; both load on their own (the dialog on first use).
const ThemeToggle = lazy(() =>
  import('@/components/layout/theme-toggle').then((module) => ({ default: module.ThemeToggle })),
);
const AuthDialog = lazy(() => import('@/features/auth/auth-dialog'));

export default function LandingRoute() {
  const [auth, setAuth] = useState<{ open: boolean; tab: AuthTab; used: boolean }>({
    open: false,
    tab: 'login',
    used: false,
  });
  const navigate = useNavigate();
  const openAuth = (tab: AuthTab) => setAuth({ open: true, tab, used: true });
  return (
    <>
      <LandingPage
        onOpenAuth={openAuth}
        // The purchase dialog lives inside the app; signed out, the app's guard asks for sign-in
        // first and comes back to the dialog.
        onChoosePackage={(packageId) => void navigate(purchasePath(packageId))}
        headerActions={
          <Suspense fallback={<span className="size-9" aria-hidden="true" />}>
            <ThemeToggle />
          </Suspense>
        }
      />
      {/* Mounted from the first use on, so closing can animate. */}
      {auth.used && (
        <Suspense fallback={null}>
          <AuthDialog
            open={auth.open}
            defaultTab={auth.tab}
            onOpenChange={(open) => setAuth((current) => ({ ...current, open }))}
          />
        </Suspense>
      )}
    </>
  );
}
