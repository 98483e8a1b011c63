import { buildConfig, parseEnv, type AppConfig } from '../../src/config/env';
import { createLogger, type Logger } from '../../src/common/logger';
import { eq } from 'drizzle-orm';
import { user as userTable } from '../../src/db/schema';
import type { App } from '../../src/http/app';
import type { Auth } from '../../src/auth/auth';
import type { DataWarmer } from '../../src/domain/data-warmer';
import { composeApp } from '../../src/server';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: App;
  /** better-auth as the app mounts it (its endpoints, for tests that walk them). */
  auth: Auth;
  config: AppConfig;
  database: TestDatabase;
  /** The read-cache warmer, when the app was made with one (`warmCaches`). */
  dataWarmer: DataWarmer | null;
  /** Sends a request to the app in process, as a browser at baseUrl would. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /**
   * Creates a user with a verified email through better-auth, signs them in and returns the
   * session cookie header (sign-up itself leaves no session until the email is verified).
   */
  signUp(input?: { email?: string; password?: string; name?: string }): Promise<TestUser>;
  /** Signs a known user in again, as from another device: the new session's cookie. */
  signIn(user: TestUser): Promise<TestUser>;
  dispose(): Promise<void>;
}

/** The whole API in process over a fresh database; no network, no port. */
export async function createTestApp(
  env: Record<string, string> = {},
  databaseOptions: Parameters<typeof createTestDatabase>[0] = {},
  appOptions: {
    warmCaches?: boolean;
    logger?: Logger;
    /** A database to serve instead of a fresh one (a restart: `reopenTestDatabase`). */
    database?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const database = appOptions.database ?? (await createTestDatabase(databaseOptions));
  const config = buildConfig(
    parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: '.tmp/test-data',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      BETTER_AUTH_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      // Every request in process comes from one address; tests of the limit set their own.
      AUTH_RATE_LIMIT_MAX: '10000',
      // Suites read far faster than a person; the data-read limits' tests set their own.
      DATA_READ_LIMIT_PACKAGE: '100000000',
      DATA_READ_LIMIT_DEMO: '100000000',
      DATA_READ_LIMIT_ADDRESS: '100000000',
      ...env,
    }),
  );
  const logger = appOptions.logger ?? createLogger('silent');
  const db = database.handle.db;
  const { app, auth, sessionEvents, dataWarmer } = await composeApp(
    config,
    database.handle,
    logger,
    { warmCaches: appOptions.warmCaches ?? false },
  );
  return {
    app,
    auth,
    config,
    database,
    dataWarmer,
    request: (path, init) => Promise.resolve(app.request(new URL(path, config.baseUrl), init)),
    signUp: async (input = {}) => {
      const email = input.email ?? `user-${crypto.randomUUID()}@example.com`;
      const password = input.password ?? 'correct horse battery staple';
      const signedUp = await auth.api.signUpEmail({
        body: { email, password, name: input.name ?? 'Test User' },
      });
      await db
        .update(userTable)
        .set({ emailVerified: true })
        .where(eq(userTable.id, signedUp.user.id));
      const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
      const cookie = sessionCookie(response);
      return { userId: signedUp.user.id, email, password, cookie };
    },
    signIn: async (known) => {
      const response = await auth.api.signInEmail({
        body: { email: known.email, password: known.password },
        asResponse: true,
      });
      return { ...known, cookie: sessionCookie(response) };
    },
    dispose: async () => {
      await dataWarmer?.close();
      await sessionEvents.close();
      await database.dispose();
    },
  };
}

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  /** A Cookie header value carrying the session. */
  cookie: string;
}

function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie().map((value) => value.split(';')[0] ?? '');
  const session = cookies.filter((value) => value.includes('session_token'));
  if (session.length === 0) throw new Error(`sign-in set no session cookie (${response.status})`);
  return session.join('; ');
}
