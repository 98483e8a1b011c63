import { buildConfig, parseEnv, type AppConfig } from '../../src/config/env';
import { createApp } from '../../src/http/app';
import { createLogger } from '../../src/http/logger';
import { createAuth } from '../../src/auth/auth';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  config: AppConfig;
  database: TestDatabase;
  /** Sends a request to the app in process, as a browser at baseUrl would. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Signs up a user through better-auth and returns the session cookie header. */
  signUp(input?: { email?: string; password?: string; name?: string }): Promise<TestUser>;
  dispose(): Promise<void>;
}

/** The whole API in process over a fresh database; no network, no port. */
export async function createTestApp(
  env: Record<string, string> = {},
  databaseOptions: Parameters<typeof createTestDatabase>[0] = {},
): Promise<TestApp> {
  const database = await createTestDatabase(databaseOptions);
  const config = buildConfig(
    parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: '.tmp/test-data',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      BETTER_AUTH_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      ...env,
    }),
  );
  const auth = createAuth(config, database.handle.db);
  const app = createApp({
    config,
    database: database.handle,
    auth,
    logger: createLogger('silent'),
  });
  return {
    app,
    config,
    database,
    request: (path, init) => Promise.resolve(app.request(new URL(path, config.baseUrl), init)),
    signUp: async (input = {}) => {
      const email = input.email ?? `user-${crypto.randomUUID()}@example.com`;
      const password = input.password ?? 'correct horse battery staple';
      const response = await auth.api.signUpEmail({
        body: { email, password, name: input.name ?? 'Test User' },
        asResponse: true,
      });
      const cookie = sessionCookie(response);
      const body = (await response.json()) as { user: { id: string } };
      return { userId: body.user.id, email, password, cookie };
    },
    dispose: () => database.dispose(),
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
  if (session.length === 0) throw new Error(`sign-up set no session cookie (${response.status})`);
  return session.join('; ');
}
