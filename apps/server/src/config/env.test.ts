import { describe, expect, it } from 'vitest';
import { buildConfig, ConfigError, parseEnv } from './env';

describe('configuration', () => {
  it('has working defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./.data');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names each bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/DATABASE_URL: must be a postgres/);
    }
  });

  it('refuses razorpay without its keys and picks it when they are set', () => {
    const base = { BETTER_AUTH_SECRET: 'x'.repeat(32) };
    expect(() => buildConfig(parseEnv({ ...base, PAYMENTS_PROVIDER: 'razorpay' }))).toThrow(
      /RAZORPAY_KEY_ID/,
    );
    const config = buildConfig(
      parseEnv({
        ...base,
        RAZORPAY_KEY_ID: 'k',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_WEBHOOK_SECRET: 'w',
      }),
    );
    expect(config.paymentsProvider).toBe('razorpay');
  });

  it('uses no payment provider in production unless one is configured on purpose', () => {
    const base = { BETTER_AUTH_SECRET: 'x'.repeat(32) };
    expect(buildConfig(parseEnv(base)).paymentsProvider).toBe('simulated');
    expect(buildConfig(parseEnv({ ...base, NODE_ENV: 'test' })).paymentsProvider).toBe('simulated');
    const production = { ...base, NODE_ENV: 'production' };
    expect(buildConfig(parseEnv(production)).paymentsProvider).toBeNull();
    expect(
      buildConfig(parseEnv({ ...production, PAYMENTS_PROVIDER: 'simulated' })).paymentsProvider,
    ).toBe('simulated');
  });
});
