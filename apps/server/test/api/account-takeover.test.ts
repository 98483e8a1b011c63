import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { json, outboxLink, sessionCookieOf, signIn } from '../helpers/accounts';

/**
 * Pre-registration takeover, end to end through the HTTP API: an attacker registers the
 * victim's address with their own password before the victim does
 * (docs/decisions/0024-address-proof.md).
 */
const ATTACKER_PASSWORD = 'attacker password 123';
const VICTIM_PASSWORD = 'victim password 456';

describe('account takeover by pre-registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());
  afterEach(() => vi.useRealTimers());

  const signUp = (email: string, password: string) =>
    t.request('/api/auth/sign-up/email', json({ email, password, name: 'Some One' }));

  const newAddress = () => `victim-${crypto.randomUUID()}@example.com`;

  it("the victim's own sign-up replaces the attacker's password once the victim verifies", async () => {
    const email = newAddress();
    expect((await signUp(email, ATTACKER_PASSWORD)).status).toBe(200);
    const attackerLink = await outboxLink(t, email, /confirm/i);

    // The victim signs up later: the same answer as for a new address, and a fresh link. A link
    // is a token stamped to the second, so the victim comes a little later, as in life.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5000 });
    const victimSignUp = await signUp(email, VICTIM_PASSWORD);
    expect(victimSignUp.status).toBe(200);
    const victimLink = await outboxLink(t, email, /confirm/i);
    expect(victimLink).not.toBe(attackerLink);

    const verified = await t.request(victimLink);
    expect(sessionCookieOf(verified)).not.toBe('');
    expect((await signIn(t, email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(t, email, VICTIM_PASSWORD)).status).toBe(200);
  });

  it('a link the owner asked to be sent again confirms no password set before it', async () => {
    const email = newAddress();
    await signUp(email, ATTACKER_PASSWORD);
    // A link is a token stamped to the second: the resend comes a little later, as in life.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5000 });
    const resend = await t.request('/api/auth/send-verification-email', json({ email }));
    expect(resend.status).toBe(200);
    const link = await outboxLink(t, email, /confirm/i);

    const verified = await t.request(link);
    const ownerCookie = sessionCookieOf(verified);
    expect(ownerCookie).not.toBe('');
    expect((await signIn(t, email, ATTACKER_PASSWORD)).status).toBe(401);
    // The owner is signed in by the link and chooses a password through a reset.
    expect((await t.request('/api/me', { headers: { cookie: ownerCookie } })).status).toBe(200);
  });

  it('a password reset by the owner ends the attacker password and every earlier session', async () => {
    const email = newAddress();
    await signUp(email, ATTACKER_PASSWORD);
    // The attacker's own verification link, opened by the attacker's victim by mistake, would
    // sign the attacker in; model an attacker session from before the owner's proof.
    const attackerSession = sessionCookieOf(
      await t.request(await outboxLink(t, email, /confirm/i)),
    );
    expect(attackerSession).not.toBe('');

    const requested = await t.request('/api/auth/request-password-reset', json({ email }));
    expect(requested.status).toBe(200);
    const resetLink = new URL(await outboxLink(t, email, /reset/i));
    const token = resetLink.pathname.split('/').pop() ?? '';
    const reset = await t.request(
      '/api/auth/reset-password',
      json({ newPassword: VICTIM_PASSWORD, token }),
    );
    expect(reset.status).toBe(200);

    expect((await t.request('/api/me', { headers: { cookie: attackerSession } })).status).toBe(401);
    expect((await signIn(t, email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(t, email, VICTIM_PASSWORD)).status).toBe(200);
  });

  it('keeps the password of an honest sign-up confirmed by its own link', async () => {
    const email = newAddress();
    await signUp(email, VICTIM_PASSWORD);
    await t.request(await outboxLink(t, email, /confirm/i));
    expect((await signIn(t, email, VICTIM_PASSWORD)).status).toBe(200);
  });
});
