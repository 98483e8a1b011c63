import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../src/db/schema';
import type { Database } from '../../src/db/client';
import type { TestApp } from './app';

export const PASSWORD = 'correct horse battery staple';

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The session cookie a response sets, as a Cookie header value ('' when it sets none). */
export function sessionCookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .filter((value) => value.includes('session_token') && !value.endsWith('='))
    .join('; ');
}

/** The link in the newest outbox mail to `to` whose subject matches (any subject by default). */
export async function latestMailLink(
  db: Database,
  to: string,
  subject: RegExp = /(?:)/,
): Promise<string> {
  const mails = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id));
  const mail = mails.find((candidate) => subject.test(candidate.subject));
  const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no mail "${subject}" to ${to}`);
  return link;
}

/** The link in the newest outbox mail to `to` whose subject matches. */
export function outboxLink(t: TestApp, to: string, subject: RegExp): Promise<string> {
  return latestMailLink(t.database.handle.db, to, subject);
}

/** Signs up through the HTTP API and follows the verification link; returns the session cookie. */
export async function signUpVerified(
  t: TestApp,
  input: { email?: string; name?: string; pendingProfile?: unknown } = {},
) {
  const email = input.email ?? `user-${crypto.randomUUID()}@example.com`;
  const signUp = await t.request(
    '/api/auth/sign-up/email',
    json({ email, password: PASSWORD, name: input.name ?? 'Asha Rao', ...input }),
  );
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
  const verified = await t.request(await outboxLink(t, email, /confirm/i));
  return { email, cookie: sessionCookieOf(verified), verified };
}

export function signIn(t: TestApp, email: string, password: string, deviceId?: string) {
  return t.request(
    '/api/auth/sign-in/email',
    json({ email, password }, deviceId ? { 'x-device-id': deviceId } : {}),
  );
}

/** Reads a server-sent event stream one event at a time. */
export function eventReader(response: Response) {
  if (!response.body) throw new Error('the response has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** The next event (skipping heartbeats): its name and data. */
    async next(): Promise<{ event: string; data: string } | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? '';
          if (event !== 'ping') return { event, data };
          continue;
        }
        const { done, value } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

/**
 * A request to the app as if it came over a socket from `address` (the client address the
 * server's limits count by; in-process requests otherwise have none).
 */
export function requestFrom(t: TestApp, address: string, path: string, init?: RequestInit) {
  const socket = { remoteAddress: address, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' };
  return Promise.resolve(
    t.app.request(new URL(path, t.config.baseUrl), init, { incoming: { socket } }),
  );
}

/** A password sign-in from the client address `address`. */
export function signInFrom(t: TestApp, address: string, email: string, password: string) {
  return requestFrom(t, address, '/api/auth/sign-in/email', json({ email, password }));
}
