import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { json, sessionCookieOf } from '../helpers/accounts';

// Google sign-in is OpenID Connect against GOOGLE_ISSUER; here a local OpenID provider stands in
// for accounts.google.com and signs in whoever it is told to.
describe('Google sign-in (OpenID Connect)', () => {
  let provider: OAuth2Server;
  let t: TestApp;
  const identity = { sub: '', email: '', name: '' };

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const claims = () => ({ ...identity, email_verified: true });
    provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, claims());
    });
    provider.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
      Object.assign(response.body, claims());
    });
    t = await createTestApp({
      GOOGLE_CLIENT_ID: 'seatscope-test',
      GOOGLE_CLIENT_SECRET: 'seatscope-test-secret',
      GOOGLE_ISSUER: provider.issuer.url ?? '',
    });
  });
  afterAll(async () => {
    await t.dispose();
    await provider.stop();
  });

  /** Runs the browser's part of the flow: start, the provider's redirect, our callback. */
  async function signInWithGoogle(deviceId: string) {
    const start = await t.request(
      '/api/auth/sign-in/social',
      json({ provider: 'google', callbackURL: '/app', errorCallbackURL: '/auth' }),
    );
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    const stateCookies = start.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const authorize = await fetch(url, { redirect: 'manual' });
    const callback = authorize.headers.get('location') ?? '';
    expect(callback).toContain('/api/auth/callback/google');
    return t.request(callback, {
      headers: { cookie: `${stateCookies}; seatscope_device_id=${deviceId}` },
    });
  }

  it('says Google is configured', async () => {
    expect(await (await t.request('/api/auth-providers')).json()).toEqual({ google: true });
  });

  it('creates the user with a verified email and a profile, lands on /app, one device only', async () => {
    Object.assign(identity, {
      sub: `google-${crypto.randomUUID()}`,
      email: `g-${crypto.randomUUID()}@gmail.example`,
      name: 'Gita Google',
    });
    const first = await signInWithGoogle(crypto.randomUUID());
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toMatch(/\/app$/);
    const cookie = sessionCookieOf(first);
    const me = (await (await t.request('/api/me', { headers: { cookie } })).json()) as Record<
      string,
      unknown
    >;
    expect(me).toMatchObject({
      user: { email: identity.email, name: 'Gita Google', emailVerified: true },
      profile: { fullName: 'Gita Google', email: identity.email },
      profileComplete: true,
    });

    // Signing in with Google on another device ends the first session.
    const second = await signInWithGoogle(crypto.randomUUID());
    expect(second.status).toBe(302);
    expect((await t.request('/api/me', { headers: { cookie } })).status).toBe(401);
    const again = sessionCookieOf(second);
    expect((await t.request('/api/me', { headers: { cookie: again } })).status).toBe(200);
  });

  it('without its client id and secret, Google is not offered and its sign-in refuses', async () => {
    const plain = await createTestApp();
    try {
      expect(await (await plain.request('/api/auth-providers')).json()).toEqual({ google: false });
      const start = await plain.request(
        '/api/auth/sign-in/social',
        json({ provider: 'google', callbackURL: '/app' }),
      );
      expect(start.status).toBe(404);
    } finally {
      await plain.dispose();
    }
  });
});
