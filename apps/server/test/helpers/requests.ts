import type { TestApp, TestUser } from './app';

/** POSTs JSON as a signed-in user (or anonymously with null); no body when body is undefined. */
export function postJson(t: TestApp, path: string, viewer: TestUser | null, body?: unknown) {
  return t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(viewer ? { cookie: viewer.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
