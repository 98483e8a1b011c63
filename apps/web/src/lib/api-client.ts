import { ApiError, ParamWriter, apiErrorFromAnswer } from '@seatscope/shared';

// The web app's one way to call the API: every feature reads and writes through `apiRequest`,
// failures are the shared ApiError (packages/shared/src/api-error.ts), cache keys come from
// `queryKeys` (lib/query-keys.ts).

export { ApiError };

export type QueryParams = Record<string, string | number | readonly string[] | undefined>;

/** Anything with zod's `parse`: the shared schema of what the endpoint answers. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/**
 * The schema an answer is parsed with: the schema itself, or a function that imports it. The
 * reads the landing page makes import theirs (`lib/queries.ts`), so that zod stays out of the
 * landing page's first-load JavaScript (docs/decisions/0019-one-way-to-do-each-thing.md); the
 * import downloads while the request is under way.
 */
export type AnswerSchema<T> = Parser<T> | (() => Promise<Parser<T>>);

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters, see `apiUrl`. */
  params?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The message when the server fails without the shared error shape. Defaults to "Failed to
   * fetch data" for reads and "Unknown error" for writes (docs/product.md#error-catalogue).
   */
  fallbackMessage?: string;
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach SeatScope. Check your connection.';

/**
 * `/api/x?a=1&b=2`: undefined and empty values are left out, lists are repeated keys, as the
 * one list contract writes them (packages/shared/src/list-query.ts).
 */
export function apiUrl(path: string, params: QueryParams = {}): string {
  const writer = new ParamWriter();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'object') writer.list(key, value);
    else writer.set(key, value);
  }
  const query = new URLSearchParams(writer.entries).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Calls our own API (same origin, session cookie included) and returns the answer parsed with
 * `schema`. Throws ApiError: status 0 when the server could not be reached, otherwise the
 * server's `{error: {code, message}}`.
 */
export async function apiRequest<T>(
  path: string,
  schema: AnswerSchema<T>,
  options: ApiRequestOptions = {},
): Promise<T> {
  const [body, parser] = await Promise.all([
    answerBody(path, options),
    typeof schema === 'function' ? schema() : schema,
  ]);
  return parser.parse(body);
}

/** The JSON body of a 2xx answer; anything else is thrown as ApiError. */
async function answerBody(path: string, options: ApiRequestOptions): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.params), {
      method,
      credentials: 'same-origin',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // An abort is the caller's own doing (TanStack Query cancelling a read): pass it on as is.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const fallback =
      options.fallbackMessage ?? (method === 'GET' ? 'Failed to fetch data' : 'Unknown error');
    throw apiErrorFromAnswer(response.status, body, fallback);
  }
  return body;
}

/** A message fit for a toast, from whatever was thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}
