import type { ComponentProps } from 'react';
import {
  get,
  type FieldValues,
  type FormState,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';

import { TextField } from './text-field';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** A form field's registration and its validation message, spread onto one of these fields. */
export function registered<Values extends FieldValues>(
  form: { register: UseFormRegister<Values>; formState: FormState<Values> },
  name: Path<Values>,
) {
  const error: unknown = get(form.formState.errors, name);
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return { ...form.register(name), error: typeof message === 'string' ? message : undefined };
}

/** The required Full name field (sign-up and profile). */
export function FullNameField(props: FieldProps) {
  return <TextField label="Full name" autoComplete="name" required {...props} />;
}

/** A required password: the current one (sign-in) or a new one (sign-up, reset). */
export function PasswordField({
  label = 'Password',
  ...props
}: FieldProps & {
  label?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return <TextField label={label} type="password" required {...props} />;
}

/** Optional WhatsApp number with the "+91XXXXXXXXXX" hint (sign-up and profile; docs/product.md#profile-screen). */
export function WhatsappField(props: FieldProps) {
  return (
    <TextField
      label="WhatsApp number (optional)"
      type="tel"
      autoComplete="tel"
      placeholder="+91XXXXXXXXXX"
      {...props}
    />
  );
}

/** Optional All India Rank, typed as digits (sign-up and profile). */
export function RankField(props: FieldProps) {
  return <TextField label="All India Rank (optional)" inputMode="numeric" {...props} />;
}

/** The required Email field of the sign-in, sign-up and reset forms. */
export function EmailField(props: FieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" required {...props} />;
}
