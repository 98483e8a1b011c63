import type { ErrorBody } from './errors';

// The API's failures as the web app sees them. No zod here (see `isErrorBody`): the web app's
// API client imports this module on every page.

/** An API answer other than 2xx (or no answer: status 0), with a message fit to show the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether `body` has the shape of `errorBodySchema` (api-error.test.ts checks that the two
 * agree). Written out rather than `errorBodySchema.safeParse`: the web app's API client runs
 * this on every page, and zod stays out of the landing page's first-load JavaScript
 * (docs/decisions/0019-one-way-to-do-each-thing.md).
 */
export function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/**
 * The ApiError a failed answer stands for: the server's `{error: {code, message}}` when the body
 * has that shape, otherwise `fallbackMessage` (a proxy's HTML page, an empty body).
 */
export function apiErrorFromAnswer(
  status: number,
  body: unknown,
  fallbackMessage: string,
): ApiError {
  return isErrorBody(body)
    ? new ApiError(status, body.error.code, body.error.message)
    : new ApiError(status, 'http_error', fallbackMessage);
}
