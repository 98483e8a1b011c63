import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { LandingPage } from '@/features/landing';

// The toggle brings the tooltip's positioning code; the first paint does not need it.
const ThemeToggle = lazy(() =>
  import('@/components/layout/theme-toggle').then((module) => ({ default: module.ThemeToggle })),
);

export default function LandingRoute() {
  const navigate = useNavigate();
  // Until the sign-in dialog is wired here, the buttons lead to the /auth screen.
  const openAuth = () => void navigate(paths.auth);
  return (
    <LandingPage
      onOpenAuth={openAuth}
      onChoosePackage={openAuth}
      headerActions={
        <Suspense fallback={<span className="size-9" aria-hidden="true" />}>
          <ThemeToggle />
        </Suspense>
      }
    />
  );
}
