import { errorBodySchema } from '@seatscope/shared';

/** An API error with the server's message, safe to show to the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Parser<T> {
  parse(data: unknown): T;
}

/** Calls the API with the session cookie and parses the JSON answer with the shared schema. */
export async function requestJson<T>(
  path: string,
  schema: Parser<T>,
  init: { method?: 'GET' | 'POST' | 'PATCH'; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, 'network', 'Could not reach the server. Check your connection.');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorBodySchema.safeParse(data);
    throw error.success
      ? new ApiError(response.status, error.data.error.code, error.data.error.message)
      : new ApiError(response.status, 'unknown', 'Unknown error');
  }
  return schema.parse(data);
}
