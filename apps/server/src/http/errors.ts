import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainErrorKind } from '../common/errors';

/** An error a client caused or may see: its message is safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Headers the answer carries (a 429's Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Sign in to continue.') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);

/** The HTTP status of each domain error kind (common/errors.ts): the one place they meet. */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unavailable: 502,
  busy: 503,
  not_configured: 503,
};

export interface ErrorBody {
  error: { code: string; message: string };
}

export const errorBody = (code: string, message: string): ErrorBody => ({
  error: { code, message },
});
