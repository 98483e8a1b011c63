import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../src/db/schema';
import { getSessionViewer } from '../../src/domain/entitlement';
import type { PageRenderChecks } from '../../src/http/context';
import { json } from '../helpers/accounts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';

// A page the server renders for a viewer hands its session check to the API reads it makes for
// that page (http/app.ts). Those checks must count for nothing but a read with the same cookie.
describe('the checks a rendered page hands to its reads', () => {
  let t: TestApp;
  let pageViewer: TestUser;
  let checks: PageRenderChecks;
  beforeAll(async () => {
    t = await createTestApp();
    pageViewer = await t.signUp({ name: 'Page Viewer' });
    const [pageSession] = await t.database.handle.db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.userId, pageViewer.userId));
    const viewer = pageSession && (await getSessionViewer(t.database.handle.db, pageSession.id));
    if (!viewer) throw new Error('signing up left no session');
    checks = { cookie: pageViewer.cookie, viewer, dataAccess: new Map() };
  });
  afterAll(() => t.dispose());

  const sessionOf = async (cookie: string | undefined) => {
    const response = await t.app.request(
      new URL('/api/session', t.config.baseUrl),
      { headers: cookie ? { cookie } : {} },
      { pageRender: checks },
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { me: { user: { name: string } } | null }).me;
  };

  it("answer another cookie's read as that cookie's own", async () => {
    const other = await t.signUp({ name: 'Someone Else' });
    expect((await sessionOf(other.cookie))?.user.name).toBe('Someone Else');
  });

  it('sign nobody in for a read without a cookie', async () => {
    expect(await sessionOf(undefined)).toBeNull();
  });

  it('refuse a data read with another, signed-out cookie', async () => {
    const other = await t.signUp();
    const signOut = await t.request(
      '/api/auth/sign-out',
      json({}, { cookie: other.cookie, origin: t.config.baseUrl }),
    );
    expect(signOut.status).toBe(200);
    const institutesFor = (cookie: string) =>
      t.app.request(
        new URL('/api/institutes', t.config.baseUrl),
        { headers: { cookie } },
        { pageRender: checks },
      );
    // The page's own read leaves its data access check in the shared checks.
    expect((await institutesFor(pageViewer.cookie)).status).toBe(200);
    expect((await institutesFor(other.cookie)).status).toBe(401);
  });
});
