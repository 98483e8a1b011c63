import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  profileFormSchema,
  type Me,
  type ProfileFormInput,
  type ProfileFormOutput,
} from '@seatscope/shared';

import { PackageSummary } from '@/components/account/package-summary';
import {
  FullNameField,
  RankField,
  WhatsappField,
  registered,
} from '@/components/form/account-fields';
import { TextField } from '@/components/form/text-field';
import { PageMain } from '@/components/layout/page-main';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';
import { useUpdateProfile } from '../api/update-profile';

function ProfileForm({ me }: { me: Me }) {
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      fullName: me.profile?.fullName ?? me.user.name,
      whatsappPhone: me.profile?.whatsappPhone ?? '',
      allIndiaRank: me.profile?.allIndiaRank?.toString() ?? '',
      notificationEmails: me.profile?.notificationEmails ?? true,
    },
  });
  const save = useUpdateProfile();

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      toast.error('Could not save profile', { description: errorMessage(error) });
      return;
    }
    toast.success('Profile updated');
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FullNameField id="profile-full-name" {...registered(form, 'fullName')} />
      <TextField id="profile-email" label="Email" type="email" value={me.user.email} readOnly />
      <WhatsappField id="profile-whatsapp" {...registered(form, 'whatsappPhone')} />
      <RankField id="profile-rank" {...registered(form, 'allIndiaRank')} />
      {/* The bell always shows them; mail is the user's choice (docs/product.md#notifications). */}
      <Controller
        control={form.control}
        name="notificationEmails"
        render={({ field }) => (
          <label className="flex items-start gap-2 text-sm">
            <Checkbox
              id="profile-notification-emails"
              className="mt-0.5"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
            <span>
              Email me when a round&apos;s results are in for a counselling I have a choice list of
            </span>
          </label>
        )}
      />
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  );
}

/** /app/profile (docs/product.md#profile-screen). */
export function ProfileScreen() {
  const session = useQuery({ ...sessionQueryOptions, refetchOnMount: 'always' });

  useEffect(() => {
    if (session.error) {
      toast.error('Failed to load profile', { description: errorMessage(session.error) });
    }
  }, [session.error]);

  return (
    <PageMain className="mx-auto w-full max-w-2xl p-4 md:p-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-semibold tracking-tight">Profile</h1>
          </CardTitle>
          <CardDescription>Your details for counselling guidance and checkout.</CardDescription>
        </CardHeader>
        <CardContent>
          {session.data ? (
            <ProfileForm me={session.data} />
          ) : session.error ? (
            <p role="alert" className="text-destructive">
              Failed to load profile
            </p>
          ) : (
            <div className="grid gap-4" aria-label="Loading profile">
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
            </div>
          )}
        </CardContent>
      </Card>
      {session.data && (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle>
              <h2 className="text-lg font-semibold">Your package</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <PackageSummary me={session.data} />
          </CardContent>
        </Card>
      )}
    </PageMain>
  );
}
