import { z } from 'zod';

/** The one error shape every API endpoint answers with on 4xx and 5xx. */
export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

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
 * The ApiError a failed answer stands for: the server's `{error: {code, message}}` when the body
 * has that shape, otherwise `fallbackMessage` (a proxy's HTML page, an empty body).
 */
export function apiErrorFromAnswer(
  status: number,
  body: unknown,
  fallbackMessage: string,
): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success
    ? new ApiError(status, parsed.data.error.code, parsed.data.error.message)
    : new ApiError(status, 'http_error', fallbackMessage);
}
