import type { Context } from 'hono';
import type { AppEnv, Viewer } from './context';
import { unauthorized } from './errors';

/** The signed-in user behind this request, or null. Reads the session store every time. */
export async function getViewer(c: Context<AppEnv>): Promise<Viewer | null> {
  const result = await c.get('deps').auth.api.getSession({ headers: c.req.raw.headers });
  if (!result) return null;
  return {
    userId: result.user.id,
    email: result.user.email,
    name: result.user.name,
    sessionId: result.session.id,
  };
}

/** The signed-in user, or a 401 error. */
export async function requireViewer(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await getViewer(c);
  if (!viewer) throw unauthorized();
  return viewer;
}
