import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Auth } from '../auth/auth';
import {
  getEntitlement,
  getSessionAccess,
  getSessionViewer,
  type SessionAccess,
} from '../domain/entitlement';
import type { AppEnv, PageRenderChecks, Viewer } from './context';
import { forbidden, HttpError, unauthorized } from './errors';
import { clientAddressChain } from './client-address';

/**
 * The signed-in user behind this request, or null. Asks the session store every time, so a
 * session signed out or revoked elsewhere is refused at once. A cookie better-auth verified in
 * the last ten minutes costs one prepared query (docs/decisions/0044-throughput.md); any other
 * goes through better-auth, which also extends the session and passes on its refreshed cookie.
 */
export async function getViewer(c: Context<AppEnv>): Promise<Viewer | null> {
  const rendered = pageRenderChecks(c);
  if (rendered) return rendered.viewer;
  const { auth, database } = c.get('deps');
  const cookie = c.req.header('cookie');
  const cookies = verifiedCookiesOf(auth);
  const knownSession = cookie === undefined ? undefined : cookies.get(cookie);
  if (cookie !== undefined && knownSession !== undefined) {
    const viewer = await getSessionViewer(database.db, knownSession);
    if (viewer) return viewer;
    // Ended: better-auth answers as for any dead session (and clears its cookies).
    cookies.delete(cookie);
  }
  const { headers, response: result } = await auth.api.getSession({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  for (const setCookie of headers.getSetCookie()) {
    c.header('Set-Cookie', setCookie, { append: true });
  }
  if (!result) return null;
  if (cookie !== undefined) cookies.set(cookie, result.session.id);
  return {
    userId: result.user.id,
    email: result.user.email,
    name: result.user.name,
    emailVerified: result.user.emailVerified,
    sessionId: result.session.id,
  };
}

/**
 * The checks of the page this read is made for, when the server is rendering one with the same
 * cookie (`PageRenderChecks`): the page's request checked the session a moment ago.
 */
function pageRenderChecks(c: Context<AppEnv>): PageRenderChecks | undefined {
  const checks = c.env?.pageRender;
  return checks && checks.cookie === c.req.header('cookie') ? checks : undefined;
}

/** The signed-in user, or a 401 error. */
export async function requireViewer(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await getViewer(c);
  if (!viewer) throw unauthorized();
  return viewer;
}

/**
 * The signed-in user when they hold the admin role (the entitlement's `isAdmin`, as the data
 * reads ask it), else a 401 (signed out) or a 403 (any other user).
 */
export async function requireAdmin(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await requireViewer(c);
  const { isAdmin } = await getEntitlement(c.get('deps').database.db, viewer.userId);
  if (!isAdmin) throw forbidden('Only an administrator may see this.');
  return viewer;
}

/**
 * Cookie headers better-auth has verified (signature and all), with the session id each one
 * carries: a fact about the cookie's signature that cannot go stale. Whether that session still
 * lives is asked on every request. Per auth instance, as tests run several apps in one process.
 */
const verifiedCookies = new WeakMap<Auth, LRUCache<string, string>>();

function verifiedCookiesOf(auth: Auth): LRUCache<string, string> {
  let cookies = verifiedCookies.get(auth);
  if (!cookies) {
    // Entries expire so better-auth still sees, and extends, the sessions of active readers.
    cookies = new LRUCache<string, string>({ max: 10_000, ttl: 10 * 60_000 });
    verifiedCookies.set(auth, cookies);
  }
  return cookies;
}

/**
 * The signed-in user of a data-screen read with what they may see of the counselling it names
 * (`demo`: the package's scope, docs/decisions/0023-package-scope.md) and the data version, or a
 * 401 error (docs/decisions/0018-data-read-access.md). Every read of counselling data asks this. A cookie better-auth verified before
 * costs one round trip that also checks its session still exists, so a session signed out or
 * revoked elsewhere is refused at once; any other cookie goes through better-auth first.
 */
export function requireDataAccess(
  c: Context<AppEnv>,
  counsellingId: string | null = null,
): Promise<SessionAccess> {
  // Asked once per request and counselling: the answer cache asks before the route does, and the
  // reads of a page being rendered share the page's checks.
  let asked = c.get('dataAccess');
  if (!asked) {
    asked = pageRenderChecks(c)?.dataAccess ?? new Map<string, Promise<SessionAccess>>();
    c.set('dataAccess', asked);
  }
  const key = counsellingId ?? '';
  let access = asked.get(key);
  if (!access) {
    access = checkDataAccess(c, counsellingId);
    asked.set(key, access);
  }
  return access;
}

async function checkDataAccess(
  c: Context<AppEnv>,
  counsellingId: string | null,
): Promise<SessionAccess> {
  let access: SessionAccess;
  try {
    access = await sessionAccess(c, counsellingId);
  } catch (error) {
    // A signed-out read counts against its address too: it is what a script would send first.
    if (error instanceof HttpError && error.status === 401) countDataRead(c, null);
    throw error;
  }
  countDataRead(c, access);
  return access;
}

/**
 * Counts the request's data read, once, against the limits of its account and address
 * (docs/decisions/0066-the-demo-is-a-sample.md): before the answer cache answers, so a cached
 * answer or a 304 counts too. Throws a 429 past a limit.
 */
function countDataRead(c: Context<AppEnv>, access: SessionAccess | null): void {
  if (c.get('dataReadCounted')) return;
  c.set('dataReadCounted', true);
  const { dataReads, config } = c.get('deps');
  dataReads.take({
    userId: access?.userId ?? null,
    packageHolder: access !== null && !access.entitlement.demo,
    addressChain: clientAddressChain(c, config.trustedProxies),
  });
}

async function sessionAccess(
  c: Context<AppEnv>,
  counsellingId: string | null,
): Promise<SessionAccess> {
  const { auth, database } = c.get('deps');
  const cookie = c.req.header('cookie');
  if (!cookie) throw unauthorized();
  const cookies = verifiedCookiesOf(auth);
  const knownSession = cookies.get(cookie);
  if (knownSession !== undefined) {
    const access = await getSessionAccess(database.db, knownSession, counsellingId);
    if (access) return access;
    cookies.delete(cookie);
    throw unauthorized();
  }
  const viewer = await requireViewer(c);
  const access = await getSessionAccess(database.db, viewer.sessionId, counsellingId);
  if (!access) throw unauthorized();
  return access;
}
