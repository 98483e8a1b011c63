import type { ErrorBody } from '@seatscope/shared';

/** An API answer other than 2xx, with the server's user-facing message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type QueryParams = Record<string, string | number | readonly string[] | undefined>;

/** `/api/x?a=1&b=2`: undefined and empty values are left out, lists are comma-separated. */
export function apiUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (typeof value === 'object') {
      if (value.length > 0) search.set(key, value.join(','));
    } else {
      search.set(key, String(value));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

const isErrorBody = (body: unknown): body is ErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  'error' in body &&
  typeof (body as ErrorBody).error?.message === 'string';

/**
 * GETs JSON from our own API with the session cookie. The body's type is the shared schema's
 * type the server answers with; errors become ApiError with the server's message.
 */
export async function apiGet<Body>(
  path: string,
  params?: QueryParams,
  init?: { signal?: AbortSignal },
): Promise<Body> {
  const response = await fetch(apiUrl(path, params), {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: init?.signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message);
    throw new ApiError(response.status, 'http_error', 'Failed to fetch data');
  }
  return body as Body;
}
