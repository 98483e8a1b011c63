import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { purchasePath } from '@/config/paths';
import { LandingPage, type AuthTab } from '@/features/landing';

// The dialog brings the forms: it loads when first opened. The toggle is part of the page React
// hydrates when the visitor starts using it: a lazy one would still be loading then, and the
// click that started the app would be lost on it
// (docs/decisions/0048-public-pages-start-on-first-use.md).
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
        headerActions={<ThemeToggle />}
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
