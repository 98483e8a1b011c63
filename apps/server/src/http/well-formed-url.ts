import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors';

/**
 * Refuses a URL whose percent-encoding does not decode to UTF-8 text (`%FF`, `%C0%80`, a lone
 * `%`): Hono would pass such a value on undecoded, and no handler should see it
 * (docs/security.md#hostile-input).
 */
export function wellFormedUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf('/', url.indexOf('//') + 2);
    if (start >= 0 && !decodes(url.slice(start))) {
      return c.json(
        errorBody('invalid_url', 'The address is not valid: it holds a malformed %-escape.'),
        400,
      );
    }
    return next();
  };
}

function decodes(pathAndQuery: string): boolean {
  try {
    decodeURIComponent(pathAndQuery);
    return true;
  } catch {
    return false;
  }
}
