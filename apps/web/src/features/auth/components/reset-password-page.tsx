import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@seatscope/shared';

import { PasswordField, registered } from '@/components/form/account-fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PRODUCT_NAME, paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { errorMessage } from '@/lib/api-client';
import { resetPassword } from '../api/auth-api';

/**
 * Where the reset mail's link lands (better-auth checks the token and redirects here with it):
 * choose a new password; every session of the account ends.
 */
export function ResetPasswordPage() {
  usePageMeta({
    description: `Choose a new password for your ${PRODUCT_NAME} account.`,
    canonicalPath: paths.resetPassword,
  });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    try {
      await resetPassword({ token, newPassword });
    } catch (error) {
      toast.error('Could not reset the password', { description: errorMessage(error) });
      return;
    }
    toast.success('Password changed', { description: 'Sign in with your new password.' });
    await navigate(paths.auth, { replace: true });
  });

  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">Choose a new password</h1>
          </CardTitle>
          <CardDescription>Changing it signs you out on every device.</CardDescription>
        </CardHeader>
        <CardContent>
          {token && !params.get('error') ? (
            <form onSubmit={submit} noValidate className="grid gap-4">
              <PasswordField
                id="new-password"
                label="New password"
                autoComplete="new-password"
                {...registered(form, 'newPassword')}
              />
              <PasswordField
                id="confirm-password"
                label="Repeat the new password"
                autoComplete="new-password"
                {...registered(form, 'confirmPassword')}
              />
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save new password'}
              </Button>
            </form>
          ) : (
            <div className="grid gap-4">
              <p role="alert">
                This reset link is invalid or has expired. Ask for a new one with “Forgot password?”
                on the sign-in page.
              </p>
              <Button asChild variant="outline">
                <Link to={paths.auth}>Go to sign in</Link>
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
