import type { ComponentProps } from 'react';

import { TextField } from './text-field';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

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
