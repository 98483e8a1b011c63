import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id with at least 19 MiB and 2 passes, and verifies', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash: stored, password: 'correct horse battery staple' })).toBe(
      true,
    );
    expect(await verifyPassword({ hash: stored, password: 'correct horse battery stapl' })).toBe(
      false,
    );
  });

  it('never truncates: a 128-character password differs from its first 127 characters', async () => {
    const long = 'a'.repeat(127) + 'b';
    const stored = await hashPassword(long);
    expect(await verifyPassword({ hash: stored, password: long })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: 'a'.repeat(127) })).toBe(false);
    expect(await verifyPassword({ hash: stored, password: 'a'.repeat(127) + 'c' })).toBe(false);
  });

  it('answers false rather than throwing for a malformed stored hash', async () => {
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'whatever1' })).toBe(false);
  });
});
