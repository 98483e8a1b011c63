import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

/** Request bodies are limited on every route before parsing, sessions or signatures. */
describe('body size limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    });
  });
  afterAll(() => t.dispose());

  /** A body streamed in 64 KB chunks with no Content-Length; counts what was pulled. */
  function streamed(totalBytes: number) {
    const pulled = { bytes: 0 };
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled.bytes >= totalBytes) return controller.close();
        pulled.bytes += chunk.length;
        controller.enqueue(chunk);
      },
    });
    return { body, pulled };
  }

  const tooLarge = async (response: Response) => {
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('payload_too_large');
    expect(body.error.message).toMatch(/too large/);
  };

  it('refuses a JSON body over the limit from Content-Length, before asking for a session', async () => {
    await tooLarge(
      await t.request('/api/purchases', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(200 * 1024) },
        body: 'x'.repeat(200 * 1024),
      }),
    );
  });

  it('stops reading a streamed body at the limit', async () => {
    for (const path of ['/api/me/profile', '/api/purchases', '/api/auth/sign-in/email']) {
      const { body, pulled } = streamed(64 * 1024 * 1024);
      const response = await t.request(path, {
        method: path === '/api/me/profile' ? 'PATCH' : 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      await tooLarge(response);
      expect(pulled.bytes).toBeLessThan(1024 * 1024);
    }
  });

  it('allows the webhook a larger body but not an unlimited one, before its signature check', async () => {
    const { body, pulled } = streamed(64 * 1024 * 1024);
    const response = await t.request('/api/payments/razorpay/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    await tooLarge(response);
    expect(pulled.bytes).toBeLessThan(2 * 1024 * 1024);

    // 200 KB is over the JSON limit but within the webhook's: it reaches the signature check.
    const unsigned = await t.request('/api/payments/razorpay/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(200 * 1024) }),
    });
    expect(unsigned.status).toBe(400);
  });
});
