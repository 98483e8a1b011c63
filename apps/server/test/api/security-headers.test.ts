import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { json, sessionCookieOf } from '../helpers/accounts';

/** Headers and caching (docs/security.md#headers-and-caching). */
describe('security headers and caching', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    behindProxy = await createTestApp({ TRUSTED_PROXIES: '10.0.0.0/8' });
    user = await t.signUp();
  });
  afterAll(async () => {
    await t.dispose();
    await behindProxy.dispose();
  });

  it('sends a strict policy on every answer', async () => {
    for (const path of ['/api/health', '/api/no-such-endpoint', '/api/me']) {
      const { headers } = await t.request(path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("default-src 'self'");
      expect(/script-src [^;]*'unsafe-inline'/.test(csp), path).toBe(false);
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
    }
  });

  it('asks for HTTPS only on answers that came over HTTPS', async () => {
    const plain = await t.app.request('http://localhost:3000/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await t.app.request('https://localhost:3000/api/health');
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('believes X-Forwarded-Proto only behind configured proxies', async () => {
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    const direct = await t.app.request('http://localhost:3000/api/health', forwarded);
    expect(direct.headers.get('strict-transport-security')).toBeNull();
    const proxied = await behindProxy.app.request('http://localhost:3000/api/health', forwarded);
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('keeps user data out of every cache', async () => {
    for (const path of [
      '/api/me',
      '/api/session',
      '/api/auth/get-session',
      '/api/allotments?counselling=mcc-neet-pg',
      '/api/institutes',
      '/api/predictions?counselling=mcc-neet-pg&rank=100&category=GN',
    ]) {
      const response = await t.request(path, { headers: { cookie: user.cookie } });
      expect(response.headers.get('cache-control'), `${path} (${response.status})`).toBe(
        'private, no-store',
      );
    }
    const purchase = await t.request(
      '/api/purchases',
      json({ packageId: 'ug' }, { cookie: user.cookie }),
    );
    expect(purchase.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps the session token out of JSON bodies (the HttpOnly cookie carries it)', async () => {
    const signIn = await t.request(
      '/api/auth/sign-in/email',
      json({ email: user.email, password: user.password }),
    );
    expect(signIn.status).toBe(200);
    const token = /session_token=([^.;]+)/.exec(signIn.headers.getSetCookie().join(';'))?.[1];
    expect(token).toBeTruthy();
    const signInText = await signIn.text();
    expect(JSON.parse(signInText)).not.toHaveProperty('token');
    expect(signInText).not.toContain(token);

    const session = await t.request('/api/auth/get-session', {
      headers: { cookie: sessionCookieOf(signIn) },
    });
    const sessionBody = (await session.json()) as { session: Record<string, unknown> };
    expect(sessionBody.session).toBeDefined();
    expect(sessionBody.session).not.toHaveProperty('token');

    const signUp = await t.request(
      '/api/auth/sign-up/email',
      json({ email: `new-${crypto.randomUUID()}@example.com`, password: user.password, name: 'N' }),
    );
    expect(signUp.status).toBe(200);
    expect(await signUp.json()).not.toHaveProperty('token');
  });
});
