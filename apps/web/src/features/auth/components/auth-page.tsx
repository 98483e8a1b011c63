import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { PRODUCT_NAME, paths, safeAppRedirect } from '@/config/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSession } from '@/lib/session';
import { AUTH_PAGE_DESCRIPTION } from '../lib/texts';
import { useSignedInHandler } from '../lib/use-signed-in-handler';
import { AuthForm, type AuthTab } from './auth-form';

/** The /auth screen (docs/product.md#auth-screen): a signed-in visitor goes to /, others sign in and go back. */
export function AuthPage() {
  usePageMeta({
    description: AUTH_PAGE_DESCRIPTION,
    canonicalPath: paths.auth,
  });
  const session = useSession();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>(params.get('tab') === 'signup' ? 'signup' : 'login');
  const [completing, setCompleting] = useState(false);
  const onSignedIn = useSignedInHandler();
  const providerError = params.get('error');

  useEffect(() => {
    // better-auth returns here with ?error=... when Google's sign-in did not complete.
    if (providerError) {
      toast.error('Google sign-in failed', { description: providerError.replaceAll('_', ' ') });
    }
  }, [providerError]);

  if (session.status === 'signed-in' && !completing) return <Navigate to={paths.home} replace />;

  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <div className="grid w-full max-w-md gap-4">
        <Link to={paths.home} className="text-center text-lg font-semibold tracking-tight">
          {PRODUCT_NAME}
        </Link>
        <Card>
          <CardHeader>
            <CardTitle>
              <h1 className="text-xl">
                {tab === 'login' ? 'Sign in' : `Create your ${PRODUCT_NAME} account`}
              </h1>
            </CardTitle>
            <CardDescription>
              NEET PG and UG counselling data: allotments, closing ranks, seats, fees and bonds.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AuthForm
              tab={tab}
              onTabChange={setTab}
              onSignedIn={async () => {
                setCompleting(true);
                await onSignedIn(safeAppRedirect(params.get('redirect')));
              }}
            />
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
