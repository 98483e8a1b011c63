import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildConfig, parseEnv } from '../src/config/env';
import type { DatabaseHandle } from '../src/db/client';
import { createLogger, type Logger } from '../src/common/logger';
import { user, userPackage } from '../src/db/schema';
import { composeApp } from '../src/server';

/** The configuration the benchmarks compose the app with: quiet, and no sign-in limit in the way. */
export function benchAppConfig() {
  return buildConfig(
    parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: '.tmp/bench-data',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      BETTER_AUTH_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '100000',
      // A bench reads far faster than a person: the data-read limits would measure the 429s.
      DATA_READ_LIMIT_PACKAGE: '100000000',
      DATA_READ_LIMIT_DEMO: '100000000',
      DATA_READ_LIMIT_ADDRESS: '100000000',
    }),
  );
}

/** The app over a benchmark database with one verified user who holds a package, signed in. */
export async function signedInBenchApp(
  handle: DatabaseHandle,
  options: { withPackage?: boolean; logger?: Logger } & Parameters<typeof composeApp>[3] = {},
) {
  const config = benchAppConfig();
  const { withPackage, logger, ...appOptions } = options;
  const { app, auth, sessionEvents, dataWarmer } = await composeApp(
    config,
    handle,
    logger ?? createLogger('silent'),
    appOptions,
  );
  // A verified user, signed in (sign-up alone leaves no session), with a package unless told
  // otherwise (a user without one reads the demo sample).
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'bench password 123';
  const signedUp = await auth.api.signUpEmail({ body: { email, password, name: 'Bench' } });
  const userId = signedUp.user.id;
  await handle.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  const signIn = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .filter((value) => value.includes('session_token'))
    .join('; ');
  if (withPackage !== false) {
    await handle.db.insert(userPackage).values({ userId, packageId: 'pg', expiresAt: null });
  }
  return { app, cookie, sessionEvents, dataWarmer };
}
