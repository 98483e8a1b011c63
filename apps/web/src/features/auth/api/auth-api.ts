import { DEVICE_ID_HEADER, authProvidersSchema, type PendingProfile } from '@seatscope/shared';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { paths } from '@/config/paths';
import { deviceId } from '../lib/device-id';

// better-auth's endpoints under /api/auth, called with plain fetch: its client library would add
// weight to the landing page's sign-in dialog for four calls.

const anyBody = z.unknown();

const post = (path: string, body: unknown, headers?: Record<string, string>) =>
  apiRequest(`/api/auth${path}`, anyBody, { method: 'POST', body, headers });

export function signInWithEmail(input: { email: string; password: string }) {
  return post('/sign-in/email', { ...input, rememberMe: true }, { [DEVICE_ID_HEADER]: deviceId() });
}

export function signUpWithEmail(input: {
  email: string;
  password: string;
  fullName: string;
  pendingProfile: PendingProfile;
}) {
  return post(
    '/sign-up/email',
    {
      email: input.email,
      password: input.password,
      name: input.fullName,
      pendingProfile: input.pendingProfile,
      // The link in the confirmation mail signs in and opens the app.
      callbackURL: paths.app.root,
    },
    { [DEVICE_ID_HEADER]: deviceId() },
  );
}

export function signOut() {
  return post('/sign-out', {});
}

export function requestPasswordReset(email: string) {
  return post('/request-password-reset', { email, redirectTo: paths.resetPassword });
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return post('/reset-password', input);
}

const redirectSchema = z.object({ url: z.string() });

/** Starts Google's OpenID Connect sign-in; the browser leaves for Google's page. */
export async function startGoogleSignIn() {
  deviceId();
  const { url } = redirectSchema.parse(
    await post('/sign-in/social', {
      provider: 'google',
      callbackURL: paths.app.root,
      errorCallbackURL: paths.auth,
    }),
  );
  window.location.assign(url);
}

export const authProvidersQueryOptions = {
  queryKey: queryKeys.authProviders,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest('/api/auth-providers', authProvidersSchema, { signal }),
  staleTime: Infinity,
} as const;
