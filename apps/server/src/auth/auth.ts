import { betterAuth, type BetterAuthOptions, type BetterAuthPlugin } from 'better-auth';
import { createEmailVerificationToken } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { parse as parseCookies } from 'hono/utils/cookie';
import { z } from 'zod';
import { DEVICE_ID_COOKIE, DEVICE_ID_HEADER, deviceIdSchema } from '@seatscope/shared';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import {
  account,
  accountRelations,
  rateLimit,
  session,
  sessionRelations,
  user,
  userRelations,
  verification,
} from '../db/schema';
import type { Logger } from '../common/logger';
import type { Mailer } from '../common/mail';
import { accountAttemptWait, forgetAccountAttempts, type AccountLimit } from './account-rate-limit';
import { accountExistsMail, resetPasswordMail, verificationMail } from '../common/mails/account';
import { verifyPassword } from './password';
import {
  bindToCurrentPassword,
  bindToPendingPassword,
  onAddressVerified,
  onPasswordResetProof,
  signUpHash,
  signUpPassword,
} from './address-proof';

/** Set by our /api/auth handler from the socket (and trusted proxies); never taken from clients. */
export const CLIENT_IP_HEADER = 'x-seatscope-client-ip';

const DAY_SECONDS = 24 * 60 * 60;
const SESSION_IDLE_SECONDS = 7 * DAY_SECONDS;
/** How often use extends a session: at most one write an hour per signed-in user. */
const SESSION_UPDATE_AGE_SECONDS = 60 * 60;

/** Origins allowed to make state-changing requests: the site itself (and Vite in development). */
export function trustedOrigins(config: AppConfig): string[] {
  const origins = [new URL(config.baseUrl).origin];
  if (config.NODE_ENV === 'development') origins.push('http://localhost:5173');
  return origins;
}

const servedOverHttps = (config: AppConfig) => config.baseUrl.startsWith('https://');

/**
 * What an operator must be told at start: a production server whose public URL is http:// sends
 * its session cookies without Secure, so they can travel in clear text.
 */
export function insecureCookiesWarning(config: AppConfig): string | null {
  if (config.NODE_ENV !== 'production' || servedOverHttps(config)) return null;
  return `The public URL (BETTER_AUTH_URL) is ${config.baseUrl}: session cookies cannot be Secure and travel unencrypted. Serve the site over HTTPS and set BETTER_AUTH_URL to its https:// address.`;
}

export interface AuthDeps {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /**
   * Writes the sign-up's pending profile into the profile (domain/profile.ts), after each new
   * session. Passed in by whoever builds the app: auth sits below the domain and never imports it.
   */
  applyPendingProfile: (userId: string) => Promise<void>;
}

/** better-auth on our own database (docs/decisions/0006-accounts.md), mounted at /api/auth/*. */
export function createAuth(deps: AuthDeps) {
  const { config, db } = deps;
  return betterAuth({
    appName: 'SeatScope',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user,
        session,
        account,
        verification,
        rateLimit,
        userRelations,
        sessionRelations,
        accountRelations,
      },
    }),
    emailAndPassword: passwordSignIn(deps),
    emailVerification: addressVerification(deps),
    user: {
      additionalFields: {
        // Validated by the /api/auth handler before better-auth sees it.
        pendingProfile: { type: 'json', required: false, input: true, returned: false },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      additionalFields: { deviceId: { type: 'string', required: false, input: false } },
    },
    rateLimit: addressRateLimit(config),
    databaseHooks: sessionHooks(deps),
    advanced: {
      // One query for a session and its user: every signed-in request reads both.
      database: { generateId: () => crypto.randomUUID(), joins: true },
      useSecureCookies: servedOverHttps(config),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: {
        ipAddressHeaders: [CLIENT_IP_HEADER],
        trustedProxies: config.trustedProxies,
      },
    },
    trustedOrigins: trustedOrigins(config),
    plugins: [
      accountAttemptLimit(db, {
        max: config.AUTH_ACCOUNT_RATE_LIMIT_MAX,
        windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      }),
      ...(config.google ? [googleSignIn(config.google)] : []),
    ],
  });
}

/**
 * Sign-up and sign-in by address and password; a reset proves the address
 * (docs/decisions/0024-address-proof.md) and forgets the account's sign-in attempts.
 */
function passwordSignIn({ config, db, mailer }: AuthDeps): BetterAuthOptions['emailAndPassword'] {
  return {
    enabled: true,
    minPasswordLength: 8,
    maxPasswordLength: 128,
    requireEmailVerification: true,
    password: { hash: signUpHash, verify: verifyPassword },
    sendResetPassword: async ({ user: owner, url }) => {
      await mailer.send(resetPasswordMail(owner.email, url));
    },
    // A reset proves the address (docs/decisions/0024-address-proof.md).
    // It also forgets the account's sign-in attempts: a reset always lets the owner back in.
    onPasswordReset: async ({ user: owner }) => {
      await onPasswordResetProof(db, owner.id, new Date());
      await forgetAccountAttempts(db, owner.email);
    },
    // A sign-up for an address that exists but is unverified: its password waits for the
    // owner's click on the link mailed now, and replaces the one in place only then.
    // A verified address gets a mail too, saying it has an account: every sign-up mails once.
    onExistingUserSignUp: async ({ user: existing }) => {
      const signUp = signUpPassword.getStore();
      if (signUp) signUp.registeredAddress = true;
      const password = signUp?.password;
      if (existing.emailVerified) {
        await mailer.send(accountExistsMail(existing.email, `${config.baseUrl}/auth`));
        return;
      }
      if (password === undefined) return;
      const token = await createEmailVerificationToken(
        config.authSecret,
        existing.email,
        undefined,
        DAY_SECONDS,
        { userId: existing.id },
      );
      await bindToPendingPassword(
        db,
        existing.id,
        token,
        await signUpHash(password),
        DAY_SECONDS * 1000,
      );
      const url = `${config.baseUrl}/api/auth/verify-email?token=${token}&callbackURL=%2F`;
      await mailer.send(verificationMail(existing.email, url));
    },
    revokeSessionsOnPasswordReset: true,
    resetPasswordTokenExpiresIn: 60 * 60,
  };
}

/** The links that confirm an address, and what a confirmed address proves. */
function addressVerification({ db, mailer }: AuthDeps): BetterAuthOptions['emailVerification'] {
  return {
    sendOnSignUp: true,
    // An unverified user who signs in (or lost the first mail) gets a fresh link.
    sendOnSignIn: true,
    autoSignInAfterVerification: true,
    expiresIn: DAY_SECONDS,
    sendVerificationEmail: async ({ user: owner, url, token }, request) => {
      // A link mailed by a sign-up or sign-in confirms the password it set or proved.
      const path = request ? new URL(request.url).pathname : '';
      if (path.endsWith('/sign-up/email') || path.endsWith('/sign-in/email')) {
        await bindToCurrentPassword(db, owner.id, token, DAY_SECONDS * 1000);
      }
      await mailer.send(verificationMail(owner.email, url));
    },
    afterEmailVerification: async (verified, request) => {
      const token = request ? new URL(request.url).searchParams.get('token') : null;
      await onAddressVerified(db, verified.id, token);
    },
  };
}

/** better-auth's own limits per address (docs/decisions/0065-sign-in-nobody-can-block.md). */
function addressRateLimit(config: AppConfig): BetterAuthOptions['rateLimit'] {
  const attemptRule = {
    window: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    max: config.AUTH_RATE_LIMIT_MAX,
  };
  return {
    enabled: true,
    storage: 'database',
    window: 60,
    // Every other auth request (verification links, session reads): generous, and never
    // stricter than the limit on attempts, which counts a subset of the same requests.
    max: Math.max(100, config.AUTH_RATE_LIMIT_MAX),
    customRules: {
      '/sign-in/*': attemptRule,
      '/sign-up/*': attemptRule,
      '/request-password-reset': attemptRule,
      '/send-verification-email': attemptRule,
      '/reset-password': attemptRule,
    },
  };
}

/** A new session records its device and applies the sign-up's pending profile. */
function sessionHooks({
  applyPendingProfile,
  logger,
}: AuthDeps): BetterAuthOptions['databaseHooks'] {
  return {
    session: {
      create: {
        // The single-device trigger compares this id to tell "another device" from "this one".
        before: async (data, context) => {
          const headers = context?.headers ?? context?.request?.headers;
          return { data: { ...data, deviceId: deviceIdFrom(headers) } };
        },
        after: async (created) => {
          await applyPendingProfile(created.userId).catch((error: unknown) => {
            // Profile upsert errors (docs/product.md#accounts-and-sessions) are only logged; the next sign-in retries.
            logger.error({ err: error }, 'applying the pending profile failed');
          });
        },
      },
    },
  };
}

/** Google sign-in through its OpenID discovery document. */
function googleSignIn(google: NonNullable<AppConfig['google']>) {
  return genericOAuth({
    config: [
      {
        providerId: 'google',
        discoveryUrl: new URL(
          '.well-known/openid-configuration',
          google.issuer.endsWith('/') ? google.issuer : `${google.issuer}/`,
        ).toString(),
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
      },
    ],
  });
}

const SIGN_IN_PATH = '/sign-in/email';
const signInBodySchema = z.object({ email: z.string() });

/**
 * The per-account limit on sign-in (auth/account-rate-limit.ts). A plugin's onRequest runs after
 * better-auth's per-address limit, so an attempt that limit refused never reaches the account's
 * count (docs/decisions/0065-sign-in-nobody-can-block.md).
 */
function accountAttemptLimit(db: Database, limit: AccountLimit) {
  return {
    id: 'account-attempt-limit',
    onRequest: async (request: Request) => {
      if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith(SIGN_IN_PATH)) {
        return undefined;
      }
      const body = signInBodySchema.safeParse(
        await request
          .clone()
          .json()
          .catch(() => null),
      );
      if (!body.success) return undefined;
      const wait = await accountAttemptWait(db, body.data.email, limit);
      if (wait === null) return undefined;
      const message = `Too many attempts at this account. Please try again in ${wait} seconds, or reset your password.`;
      return {
        response: Response.json(
          { code: 'ACCOUNT_RATE_LIMITED', message },
          { status: 429, headers: { 'X-Retry-After': String(wait) } },
        ),
      };
    },
  } satisfies BetterAuthPlugin;
}

export type Auth = ReturnType<typeof createAuth>;

/** The browser's device id: the header our sign-in form sends, else the device cookie. */
function deviceIdFrom(headers: Headers | undefined): string | null {
  if (!headers) return null;
  const candidates = [
    headers.get(DEVICE_ID_HEADER),
    parseCookies(headers.get('cookie') ?? '', DEVICE_ID_COOKIE)[DEVICE_ID_COOKIE],
  ];
  for (const candidate of candidates) {
    const parsed = deviceIdSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}
