import { BlockList, isIP } from 'node:net';
import { LRUCache } from 'lru-cache';
import { HttpError } from './errors';

/** How many data reads go ahead per window (docs/decisions/0066-the-demo-is-a-sample.md). */
export interface DataReadLimits {
  /** Per account holding a package (or an admin). */
  packagePerAccount: number;
  /** Per account without a package: the demo. */
  demoPerAccount: number;
  /** Per client address, for every read that is not a package holder's (demo and signed out). */
  perAddress: number;
  windowSeconds: number;
}

interface Window {
  startedAt: number;
  count: number;
}

/** Counters kept at most: past this the least recently used are forgotten. */
const MAX_COUNTERS = 100_000;

/**
 * Data reads per account and per address in fixed windows, in this process's memory: a read costs
 * no database write, and the server runs as one process (ARCHITECTURE.md). A read over the limit
 * gets 429 with Retry-After (docs/security.md#demo).
 */
export class DataReadLimiter {
  private readonly counters: LRUCache<string, Window>;
  private readonly proxies: BlockList;

  constructor(
    readonly limits: DataReadLimits,
    trustedProxies: string[],
    private readonly now: () => number = Date.now,
  ) {
    this.counters = new LRUCache({ max: MAX_COUNTERS, ttl: limits.windowSeconds * 1000 });
    this.proxies = proxyList(trustedProxies);
  }

  /**
   * Counts one read of an account (null: signed out) from the client address in `addressChain`
   * (clientAddressChain's answer; null for in-process requests); throws a 429 when either is
   * over its limit. A refused read is not counted, so a client that waits as told gets through.
   */
  take(read: { userId: string | null; packageHolder: boolean; addressChain: string | null }): void {
    const address = clientAddress(read.addressChain, this.proxies);
    const checks: [string, number][] = [];
    if (read.userId !== null) {
      const max = read.packageHolder ? this.limits.packagePerAccount : this.limits.demoPerAccount;
      checks.push([`account:${read.userId}`, max]);
    }
    if (!read.packageHolder && address !== null) {
      checks.push([`address:${address}`, this.limits.perAddress]);
    }
    const now = this.now();
    const windowMs = this.limits.windowSeconds * 1000;
    const windows = checks.map(([key, max]) => {
      let window = this.counters.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        window = { startedAt: now, count: 0 };
        this.counters.set(key, window);
      }
      return { window, max };
    });
    const full = windows.filter(({ window, max }) => window.count >= max);
    if (full.length > 0) {
      const endsAt = Math.max(...full.map(({ window }) => window.startedAt + windowMs));
      throw tooManyReads(Math.max(1, Math.ceil((endsAt - now) / 1000)));
    }
    for (const { window } of windows) window.count += 1;
  }
}

function tooManyReads(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    'too_many_requests',
    `Too many requests. Please wait ${retryAfterSeconds} seconds and try again.`,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/**
 * The client's address for the limits: the socket's, or behind TRUSTED_PROXIES the last
 * X-Forwarded-For entry that is not one of them (the proxies append what they saw). `chain` is
 * clientAddressChain's answer: forwarded entries, then the socket's address.
 */
function clientAddress(chain: string | null, trustedProxies: BlockList): string | null {
  if (chain === null) return null;
  const entries = chain
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index] ?? '';
    const family = isIP(entry);
    if (family === 0) return entry;
    if (!trustedProxies.check(entry, family === 6 ? 'ipv6' : 'ipv4')) return entry;
  }
  return entries[0] ?? null;
}

/** TRUSTED_PROXIES (addresses or CIDR ranges) as a BlockList to test addresses against. */
function proxyList(trustedProxies: string[]): BlockList {
  const list = new BlockList();
  for (const entry of trustedProxies) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address) === 0) continue;
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}
