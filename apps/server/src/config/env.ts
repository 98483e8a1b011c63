import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// The only module that reads process.env: every variable is validated here once, at start.
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().min(1).optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./.data'),
  BETTER_AUTH_URL: optionalUrl,
  BETTER_AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('SeatScope <no-reply@seatscope.local>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** OpenID issuer for Google sign-in; tests point it at a local provider. */
  GOOGLE_ISSUER: z.preprocess(emptyToUndefined, z.url().default('https://accounts.google.com')),
  /**
   * Proxies (IPs or CIDR ranges, comma-separated) whose X-Forwarded-For entries are trusted for
   * the client address; without it the socket's address is the client.
   */
  TRUSTED_PROXIES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[0-9a-fA-F:./,\s]+$/, 'must be IP addresses or CIDR ranges, comma-separated')
      .optional(),
  ),
  /** Sign-in and sign-up attempts one IP may make per AUTH_RATE_LIMIT_WINDOW_SECONDS. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Sign-in attempts at one account (email), from any address, per AUTH_RATE_LIMIT_WINDOW_SECONDS. */
  AUTH_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /**
   * Data reads per DATA_READ_LIMIT_WINDOW_SECONDS: per account holding a package, per account
   * without one (the demo), and per client address for every read but a package holder's
   * (docs/decisions/0066-the-demo-is-a-sample.md). Tests and benches lift them explicitly.
   */
  DATA_READ_LIMIT_PACKAGE: z.coerce.number().int().min(1).max(100_000_000).default(1200),
  DATA_READ_LIMIT_DEMO: z.coerce.number().int().min(1).max(100_000_000).default(180),
  DATA_READ_LIMIT_ADDRESS: z.coerce.number().int().min(1).max(100_000_000).default(600),
  DATA_READ_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  PAYMENTS_PROVIDER: z.enum(['simulated', 'razorpay']).optional(),
  /** The package the purchase dialog selects when it opens. */
  DEFAULT_PACKAGE: z.enum(['ug', 'pg']).default('pg'),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.razorpay.com')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * What the first start loads into a database whose data tables are empty: the real data
   * bundled in the repository (default), generated demo data (for load tests and browser tests
   * that need a known data set), or nothing.
   */
  FIRST_START_DATA: z.enum(['bundle', 'demo', 'none']).default('bundle'),
  /** Allotments the demo generator creates when demo data is asked for. */
  DEMO_SCALE: z.coerce.number().int().min(1000).max(5_000_000).default(80_800),
  /**
   * Milliseconds a single SQL statement may run before it is cancelled. With the pool's waits
   * derived from it (db/client.ts), a request waits at most about twice this for the database:
   * the default keeps that under 5 s (docs/decisions/0020-safe-by-default.md).
   */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses an environment; throws a ConfigError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

interface PersistedSecrets {
  authSecret: string;
}

/**
 * Secrets that must survive restarts but need no operator: generated once into the data
 * folder so `npm start` works with no configuration at all.
 */
function loadOrCreateSecrets(dataDir: string): PersistedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as PersistedSecrets;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: PersistedSecrets = { authSecret: randomBytes(32).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

export interface AppConfig extends Env {
  authSecret: string;
  baseUrl: string;
  trustedProxies: string[];
  /** Google sign-in is offered only when both its client id and secret are set. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /**
   * The checkout in use, or null when payments are not configured: production without
   * PAYMENTS_PROVIDER or Razorpay's keys sells nothing rather than giving packages away.
   */
  paymentsProvider: 'simulated' | 'razorpay' | null;
}

/**
 * PAYMENTS_PROVIDER when set; otherwise Razorpay when its keys are set; otherwise the simulated
 * checkout in development and tests, and none in production (simulated there only on purpose).
 */
function choosePaymentsProvider(
  env: Env,
  razorpayConfigured: boolean,
): AppConfig['paymentsProvider'] {
  if (env.PAYMENTS_PROVIDER) return env.PAYMENTS_PROVIDER;
  if (razorpayConfigured) return 'razorpay';
  return env.NODE_ENV === 'production' ? null : 'simulated';
}

export function buildConfig(env: Env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR);
  const authSecret = env.BETTER_AUTH_SECRET ?? loadOrCreateSecrets(dataDir).authSecret;
  const razorpayConfigured = Boolean(
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET,
  );
  if (env.PAYMENTS_PROVIDER === 'razorpay' && !razorpayConfigured) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_PROVIDER: razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    authSecret,
    baseUrl: env.BETTER_AUTH_URL ?? `http://localhost:${env.PORT}`,
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER,
          }
        : null,
    paymentsProvider: choosePaymentsProvider(env, razorpayConfigured),
  };
}

let cached: AppConfig | undefined;

/** The process's configuration, read from process.env on first use. */
export function loadConfig(): AppConfig {
  cached ??= buildConfig(parseEnv(process.env));
  return cached;
}
