import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  it('answers ok when the database answers', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const broken = await createTestApp();
    onTestFinished(() => broken.dispose());
    await broken.database.handle.close();
    const response = await broken.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No such API endpoint.' },
    });
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.request('/api/openapi.json');
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/api/health');
  });
});
