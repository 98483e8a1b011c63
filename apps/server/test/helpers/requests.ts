import type { Hono, Schema } from 'hono';
import { hc } from 'hono/client';
import type { AppEnv } from '../../src/http/context';
import type { TestApp, TestUser } from './app';

/**
 * Hono's typed client over the app in process (`hc` with the app's own `request` as its fetch):
 * `Routes` is a routes module's chained type (`ContentRoutes`), so an answer's `json()` is typed
 * by the route's response schema instead of cast; a viewer's cookie goes with every request.
 */
export function apiClient<Routes extends Hono<AppEnv, Schema, string>>(
  t: TestApp,
  viewer: TestUser | null = null,
) {
  return hc<Routes>(t.config.baseUrl, {
    fetch: (input: string | URL | Request, init?: RequestInit) =>
      t.request(input instanceof Request ? input.url : String(input), init),
    headers: viewer ? { cookie: viewer.cookie } : {},
  });
}

/** POSTs JSON as a signed-in user (or anonymously with null); no body when body is undefined. */
export function postJson(t: TestApp, path: string, viewer: TestUser | null, body?: unknown) {
  return t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(viewer ? { cookie: viewer.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
