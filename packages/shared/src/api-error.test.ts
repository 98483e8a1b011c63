import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiError, apiErrorFromAnswer, isErrorBody } from './api-error';
import { errorBodySchema } from './errors';

describe('isErrorBody', () => {
  it('accepts exactly what errorBodySchema accepts', () => {
    const field = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined));
    const nearShape = fc.record(
      { error: fc.oneof(fc.record({ code: field, message: field }, { requiredKeys: [] }), field) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(nearShape, fc.anything()), (body) => {
        expect(isErrorBody(body)).toBe(errorBodySchema.safeParse(body).success);
      }),
    );
    expect(isErrorBody({ error: { code: 'x', message: 'y', extra: 1 } })).toBe(true);
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
