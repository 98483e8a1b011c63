import { errorBodySchema } from '@seatscope/shared';

/** An API error with the server's user-facing message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** GETs JSON from our API; a non-2xx answer becomes an ApiError carrying the server's message. */
export async function fetchJson(path: string, fallbackMessage: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'network', fallbackMessage);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.error.code, parsed.data.error.message)
      : new ApiError(response.status, 'unknown', fallbackMessage);
  }
  return body;
}
