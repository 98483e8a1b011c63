import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromAnswer, errorBodySchema } from './errors';

describe('errorBodySchema', () => {
  it('accepts the API error shape and rejects others', () => {
    expect(errorBodySchema.safeParse({ error: { code: 'x', message: 'y' } }).success).toBe(true);
    expect(errorBodySchema.safeParse({ message: 'y' }).success).toBe(false);
  });
});

describe('apiErrorFromAnswer', () => {
  it("carries the server's code and message when the body has the error shape", () => {
    const error = apiErrorFromAnswer(
      403,
      { error: { code: 'forbidden', message: 'Not yours.' } },
      'Failed to fetch data',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: 'Not yours.' });
  });

  it('falls back to the given message for any other body', () => {
    for (const body of [null, '<html>Bad gateway</html>', { message: 'x' }, { error: 'x' }]) {
      expect(apiErrorFromAnswer(502, body, 'Failed to fetch data')).toMatchObject({
        status: 502,
        code: 'http_error',
        message: 'Failed to fetch data',
      });
    }
  });
});
