import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing request whose Origin (or, without one, whose
 * Sec-Fetch-Site) says it came from another site gets 403. Requests with neither header come
 * from non-browser clients, which cannot carry a victim's cookies.
 */
export function originCheck(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const foreign =
      origin !== undefined
        ? !allowed.has(origin)
        : fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    if (foreign) {
      return c.json(
        errorBody('forbidden_origin', 'This request came from another site and was refused.'),
        403,
      );
    }
    return next();
  };
}
