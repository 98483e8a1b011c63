import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, NETWORK_ERROR_MESSAGE, apiRequest, apiUrl, errorMessage } from './api-client';

const okSchema = z.object({ ok: z.boolean() });

function answer(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json' } });
}

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('leaves out undefined and empty values and repeats list keys', () => {
    expect(apiUrl('/api/x', { a: 1, b: '', c: undefined, d: ['p', 'q'], e: [] })).toBe(
      '/api/x?a=1&d=p&d=q',
    );
    expect(apiUrl('/api/x')).toBe('/api/x');
  });
});

describe('apiRequest', () => {
  it('returns the answer parsed with the schema, with the cookie and JSON headers', async () => {
    const fetchMock = stubFetch(async () => answer(200, { ok: true, extra: 1 }));
    await expect(
      apiRequest('/api/thing', okSchema, { method: 'POST', body: { a: 1 }, params: { p: 2 } }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing?p=2');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it("throws ApiError with the server's code and message", async () => {
    stubFetch(async () => answer(400, { error: { code: 'bad_request', message: 'Bad rank.' } }));
    const error = await apiRequest('/api/x', okSchema).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request', message: 'Bad rank.' });
  });

  it('falls back to the caller\'s message, else "Failed to fetch data" for reads and "Unknown error" for writes', async () => {
    stubFetch(async () => answer(502, '<html>Bad gateway</html>'));
    await expect(apiRequest('/api/x', okSchema)).rejects.toMatchObject({
      status: 502,
      message: 'Failed to fetch data',
    });
    await expect(apiRequest('/api/x', okSchema, { method: 'POST' })).rejects.toMatchObject({
      message: 'Unknown error',
    });
    await expect(
      apiRequest('/api/x', okSchema, { fallbackMessage: 'Failed to fetch counsellings' }),
    ).rejects.toMatchObject({ message: 'Failed to fetch counsellings' });
  });

  it('turns an unreachable server into ApiError status 0', async () => {
    stubFetch(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(apiRequest('/api/x', okSchema)).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it("passes an abort through as it is, so the query library knows it's a cancel", async () => {
    const controller = new AbortController();
    const abort = new DOMException('aborted', 'AbortError');
    stubFetch(async () => {
      controller.abort();
      throw abort;
    });
    await expect(apiRequest('/api/x', okSchema, { signal: controller.signal })).rejects.toBe(abort);
  });

  it('parses with a schema imported on demand, the import started with the request', async () => {
    let answerNow = (_response: Response) => {};
    stubFetch(() => new Promise((resolve) => (answerNow = resolve)));
    const loadSchema = vi.fn(async () => okSchema);
    const request = apiRequest('/api/x', loadSchema);
    expect(loadSchema).toHaveBeenCalledOnce();
    answerNow(answer(200, { ok: false, extra: 1 }));
    await expect(request).resolves.toEqual({ ok: false });
    stubFetch(async () => answer(200, { ok: 'yes' }));
    await expect(apiRequest('/api/x', loadSchema)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('rejects an answer that does not match the schema', async () => {
    stubFetch(async () => answer(200, { ok: 'yes' }));
    await expect(apiRequest('/api/x', okSchema)).rejects.toBeInstanceOf(z.ZodError);
  });
});

describe('errorMessage', () => {
  it('is the error message, or "Unknown error"', () => {
    expect(errorMessage(new ApiError(400, 'x', 'Bad rank.'))).toBe('Bad rank.');
    expect(errorMessage(new Error(''))).toBe('Unknown error');
    expect(errorMessage('nope')).toBe('Unknown error');
  });
});
