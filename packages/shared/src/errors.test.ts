import { describe, expect, it } from 'vitest';
import { errorBodySchema } from './errors';

describe('errorBodySchema', () => {
  it('accepts the API error shape and rejects others', () => {
    expect(errorBodySchema.safeParse({ error: { code: 'x', message: 'y' } }).success).toBe(true);
    expect(errorBodySchema.safeParse({ message: 'y' }).success).toBe(false);
  });
});
