import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { PageMain, useIsInsideMain } from '@/components/layout/page-main';
import { cn } from '@/lib/utils';

export default function NotFoundRoute() {
  const location = useLocation();
  // Under /app the page sits below the shell's header, so it fills the space left, not the screen.
  const insideAppShell = useIsInsideMain();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <PageMain
      className={cn(
        'flex flex-col items-center justify-center gap-4 p-6 text-center',
        insideAppShell ? 'flex-1' : 'min-h-svh',
      )}
    >
      <h1 className="text-4xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to={paths.home} className="text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </PageMain>
  );
}
