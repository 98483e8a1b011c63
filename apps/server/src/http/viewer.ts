import type { Context } from 'hono';
import type { AppEnv, Viewer } from './context';
import { unauthorized } from './errors';

/**
 * The signed-in user behind this request, or null. Reads the session store every time (a revoked
 * session is refused at once) and passes on better-auth's refreshed cookie when use extended it.
 */
export async function getViewer(c: Context<AppEnv>): Promise<Viewer | null> {
  const { headers, response: result } = await c
    .get('deps')
    .auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  if (!result) return null;
  return {
    userId: result.user.id,
    email: result.user.email,
    name: result.user.name,
    emailVerified: result.user.emailVerified,
    sessionId: result.session.id,
  };
}

/** The signed-in user, or a 401 error. */
export async function requireViewer(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await getViewer(c);
  if (!viewer) throw unauthorized();
  return viewer;
}
