import { describe, expect, it } from 'vitest';
import { buildConfig, parseEnv } from '../config/env';
import { insecureCookiesWarning } from './auth';

const configWith = (env: Record<string, string>) =>
  buildConfig(parseEnv({ BETTER_AUTH_SECRET: 'x'.repeat(32), ...env }));

describe('the cookie warning at start', () => {
  it('warns a production operator whose public URL is http://', () => {
    expect(
      insecureCookiesWarning(
        configWith({ NODE_ENV: 'production', BETTER_AUTH_URL: 'http://seatscope.example' }),
      ),
    ).toMatch(/cannot be Secure/);
  });

  it('stays quiet over https:// and outside production', () => {
    expect(
      insecureCookiesWarning(
        configWith({ NODE_ENV: 'production', BETTER_AUTH_URL: 'https://seatscope.example' }),
      ),
    ).toBeNull();
    expect(insecureCookiesWarning(configWith({ NODE_ENV: 'development' }))).toBeNull();
  });
});
