import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { signInFormSchema, type SignInForm as SignInValues } from '@seatscope/shared';

import { EmailField, PasswordField, registered } from '@/components/form/account-fields';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { signInWithEmail } from '../api/auth-api';

export function SignInForm({
  onSignedIn,
  onForgotPassword,
}: {
  onSignedIn: () => Promise<void> | void;
  onForgotPassword: () => void;
}) {
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signInWithEmail(values);
    } catch (error) {
      toast.error('Login failed', { description: errorMessage(error) });
      return;
    }
    toast.success('Welcome back!', { description: "You're now signed in." });
    await onSignedIn();
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <EmailField id="sign-in-email" {...registered(form, 'email')} />
      <PasswordField
        id="sign-in-password"
        autoComplete="current-password"
        hint={
          <Button
            type="button"
            variant="link"
            className="h-auto p-0 text-sm"
            onClick={onForgotPassword}
          >
            Forgot password?
          </Button>
        }
        {...registered(form, 'password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
