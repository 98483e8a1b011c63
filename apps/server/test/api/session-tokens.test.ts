import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../src/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { json } from '../helpers/accounts';

/** Session tokens travel only in the HttpOnly cookie (docs/security.md#headers-and-caching). */
describe('session tokens', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    // A second session, so that listing the sessions has another's token to give away.
    await t.signIn(user);
  });
  afterAll(() => t.dispose());

  /** Every better-auth endpoint the app mounts, with each method it answers. */
  const endpoints = () =>
    Object.values(t.auth.api).flatMap((endpoint) => {
      const path = 'path' in endpoint && typeof endpoint.path === 'string' ? endpoint.path : null;
      const options: unknown = 'options' in endpoint ? endpoint.options : undefined;
      const method =
        typeof options === 'object' && options !== null && 'method' in options
          ? options.method
          : undefined;
      const methods = (Array.isArray(method) ? method : [method]).filter(
        (name): name is 'GET' | 'POST' => name === 'GET' || name === 'POST',
      );
      if (path === null) return [];
      return methods.map((name) => ({ method: name, path: path.replace(/:\w+/g, 'x') }));
    });

  const tokensOf = async (userId: string) =>
    (
      await t.database.handle.db
        .select({ token: session.token })
        .from(session)
        .where(eq(session.userId, userId))
    ).map((row) => row.token);

  it('puts no session token in any answer of any auth endpoint a signed-in user can call', async () => {
    const walked = endpoints();
    expect(walked.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/list-sessions', '/get-session', '/sign-in/email', '/update-user']),
    );
    const answered: string[] = [];
    for (const { method, path } of walked) {
      // A fresh session for each call: some of them sign out or revoke sessions.
      const { cookie } = await t.signIn(user);
      const tokens = await tokensOf(user.userId);
      const url = `/api/auth${path}`;
      const body =
        path === '/sign-in/email'
          ? { email: user.email, password: user.password }
          : path === '/update-user'
            ? { name: 'Asha Rao' }
            : {};
      const response =
        method === 'GET'
          ? await t.request(url, { headers: { cookie } })
          : await t.request(url, json(body, { cookie }));
      const text = await response.text();
      for (const token of [...tokens, ...(await tokensOf(user.userId))]) {
        expect(text, `${method} ${path} (${response.status})`).not.toContain(token);
      }
      answered.push(`${method} ${path} ${response.status}`);
    }
    console.info(`walked ${answered.length} auth endpoints:\n${answered.join('\n')}`);
    expect(answered).toEqual(
      expect.arrayContaining(['GET /list-sessions 200', 'GET /get-session 200']),
    );
  });
});
