import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { account, session, user, verification } from '../db/schema';

/** better-auth on our own database (design decision 7), mounted at /api/auth/*. */
export function createAuth(config: AppConfig, db: Database) {
  return betterAuth({
    appName: 'SeatScope',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    session: {
      additionalFields: { deviceId: { type: 'string', required: false, input: true } },
    },
    advanced: { database: { generateId: () => crypto.randomUUID() } },
    trustedOrigins: [config.baseUrl],
  });
}

export type Auth = ReturnType<typeof createAuth>;
