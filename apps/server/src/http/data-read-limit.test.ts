import { describe, expect, it } from 'vitest';
import { DataReadLimiter } from './data-read-limit';
import { HttpError } from './errors';

const LIMITS = { packagePerAccount: 4, demoPerAccount: 2, perAddress: 3, windowSeconds: 60 };

function refusal(take: () => void): HttpError | null {
  try {
    take();
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('DataReadLimiter', () => {
  it('lets reads through again when the window ends, and counts no refused read', () => {
    let now = 0;
    const limiter = new DataReadLimiter(LIMITS, [], () => now);
    const demo = { userId: 'u1', packageHolder: false, addressChain: null };
    expect(refusal(() => limiter.take(demo))).toBeNull();
    now = 10_000;
    expect(refusal(() => limiter.take(demo))).toBeNull();
    const refused = refusal(() => limiter.take(demo));
    expect(refused?.status).toBe(429);
    expect(refused?.headers['Retry-After']).toBe('50');
    // Refused reads while waiting are not counted: the window's end lets two through.
    now = 59_999;
    expect(refusal(() => limiter.take(demo))?.headers['Retry-After']).toBe('1');
    now = 60_000;
    expect(refusal(() => limiter.take(demo))).toBeNull();
    expect(refusal(() => limiter.take(demo))).toBeNull();
  });

  it("counts an address behind trusted proxies by the client's entry, and never a package holder's", () => {
    const limiter = new DataReadLimiter(LIMITS, ['10.0.0.0/8'], () => 0);
    const behindProxy = (client: string) => `${client}, 10.1.2.3, 10.0.0.1`;
    for (let user = 0; user < 3; user += 1) {
      limiter.take({
        userId: `u${user}`,
        packageHolder: false,
        addressChain: behindProxy('192.0.2.1'),
      });
    }
    expect(
      refusal(() =>
        limiter.take({
          userId: 'u9',
          packageHolder: false,
          addressChain: behindProxy('192.0.2.1'),
        }),
      )?.status,
    ).toBe(429);
    expect(
      refusal(() =>
        limiter.take({
          userId: 'u9',
          packageHolder: false,
          addressChain: behindProxy('192.0.2.2'),
        }),
      ),
    ).toBeNull();
    expect(
      refusal(() =>
        limiter.take({ userId: 'p1', packageHolder: true, addressChain: behindProxy('192.0.2.1') }),
      ),
    ).toBeNull();
  });
});
