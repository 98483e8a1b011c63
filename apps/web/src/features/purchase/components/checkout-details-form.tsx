import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  canSaveCheckoutDetails,
  checkoutDetailsSchema,
  type CheckoutDetails,
  type CheckoutDetailsInput,
  type Me,
  type Profile,
} from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSaveDetails } from '../api/save-details';

/** The form's fields for a saved profile; without one, the account's name. */
function fieldsFrom(profile: Profile | null | undefined, name = ''): CheckoutDetailsInput {
  return {
    fullName: profile?.fullName ?? name,
    phone: profile?.whatsappPhone ?? '',
    allIndiaRank: profile?.allIndiaRank?.toString() ?? '',
  };
}

/** Full name, phone and rank, saved to the profile (docs/product.md#validation). */
export function CheckoutDetailsForm({ me }: { me: Me | null }) {
  const id = useId();
  const save = useSaveDetails();
  const form = useForm<CheckoutDetailsInput, unknown, CheckoutDetails>({
    resolver: zodResolver(checkoutDetailsSchema),
    defaultValues: fieldsFrom(me?.profile, me?.user.name),
  });
  const fullName = useWatch({ control: form.control, name: 'fullName' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (details) => {
    try {
      const saved = await save.mutateAsync(details);
      // Show what was stored (trimmed, normalised), not what was typed.
      form.reset(fieldsFrom(saved));
      toast.success('Profile updated');
    } catch (error) {
      toast.error('Could not save profile', {
        description: error instanceof Error ? error.message : 'Unknown error',
      });
    }
  });

  const field = (name: keyof CheckoutDetailsInput) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    ...form.register(name),
  });
  const fieldError = (name: keyof CheckoutDetailsInput) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="text-xs text-destructive">
        {errors[name].message}
      </p>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Your details">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-fullName`}>Full name</Label>
        <Input autoComplete="name" {...field('fullName')} />
        {fieldError('fullName')}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-phone`}>Phone</Label>
          <Input type="tel" autoComplete="tel" placeholder="+91XXXXXXXXXX" {...field('phone')} />
          {fieldError('phone')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-allIndiaRank`}>All India Rank</Label>
          <Input inputMode="numeric" placeholder="Optional" {...field('allIndiaRank')} />
          {fieldError('allIndiaRank')}
        </div>
      </div>
      <div>
        <Button
          type="submit"
          variant="secondary"
          disabled={!canSaveCheckoutDetails(fullName, save.isPending)}
        >
          {save.isPending ? 'Saving...' : 'Save details'}
        </Button>
      </div>
    </form>
  );
}
