import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Link } from 'react-router';
import { signUpFormSchema, type SignUpFormInput, type SignUpFormOutput } from '@seatscope/shared';

import {
  EmailField,
  FullNameField,
  PasswordField,
  RankField,
  WhatsappField,
  registered,
} from '@/components/form/account-fields';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { signUpWithEmail } from '../api/auth-api';

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useForm<SignUpFormInput, unknown, SignUpFormOutput>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { fullName: '', email: '', password: '', whatsappPhone: '', allIndiaRank: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signUpWithEmail({
        email: values.email,
        password: values.password,
        fullName: values.fullName,
        pendingProfile: { whatsappPhone: values.whatsappPhone, allIndiaRank: values.allIndiaRank },
      });
    } catch (error) {
      toast.error('Signup failed', { description: errorMessage(error) });
      return;
    }
    toast.success('Check your email', { description: 'Confirm your email to finish signup.' });
    form.reset();
    onSignedUp();
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FullNameField id="sign-up-full-name" {...registered(form, 'fullName')} />
      <EmailField id="sign-up-email" {...registered(form, 'email')} />
      <PasswordField
        id="sign-up-password"
        autoComplete="new-password"
        {...registered(form, 'password')}
      />
      <WhatsappField id="sign-up-whatsapp" {...registered(form, 'whatsappPhone')} />
      <RankField id="sign-up-rank" {...registered(form, 'allIndiaRank')} />
      <p className="text-sm text-muted-foreground">
        By continuing you agree to our{' '}
        <Link to={paths.terms} className="underline underline-offset-4 hover:text-foreground">
          terms
        </Link>
        .
      </p>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
