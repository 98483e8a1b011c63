import { describe, expect, it } from 'vitest';
import { buildConfig, parseEnv } from '../../config/env';
import { paymentsWarning } from './provider';

const configWith = (env: Record<string, string>) =>
  buildConfig(parseEnv({ BETTER_AUTH_SECRET: 'x'.repeat(32), ...env }));

describe('the payments warning at start', () => {
  it('warns a production operator about the simulated checkout and about no checkout at all', () => {
    expect(
      paymentsWarning(configWith({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'simulated' })),
    ).toMatch(/test mode/);
    expect(paymentsWarning(configWith({ NODE_ENV: 'production' }))).toMatch(
      /Payments are not configured/,
    );
  });

  it('stays quiet in development and with Razorpay configured', () => {
    expect(paymentsWarning(configWith({ NODE_ENV: 'development' }))).toBeNull();
    expect(
      paymentsWarning(
        configWith({
          NODE_ENV: 'production',
          RAZORPAY_KEY_ID: 'k',
          RAZORPAY_KEY_SECRET: 's',
          RAZORPAY_WEBHOOK_SECRET: 'w',
        }),
      ),
    ).toBeNull();
  });
});
