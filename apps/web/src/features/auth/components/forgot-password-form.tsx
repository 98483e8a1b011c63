import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { forgotPasswordFormSchema, type ForgotPasswordForm as Values } from '@seatscope/shared';

import { EmailField, registered } from '@/components/form/account-fields';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { requestPasswordReset } from '../api/auth-api';

/** "Forgot password?": mails a reset link. The answer is the same whether the account exists. */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
    } catch (error) {
      toast.error('Could not send the reset link', { description: errorMessage(error) });
      return;
    }
    toast.success('Check your email', {
      description:
        'If an account exists for that email, a link to reset the password is on its way.',
    });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Enter your email and we will send you a link to choose a new password.
      </p>
      <EmailField id="forgot-email" {...registered(form, 'email')} />
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Back to sign in
        </Button>
        <Button type="submit" className="flex-1" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </div>
    </form>
  );
}
