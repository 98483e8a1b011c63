import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address chain better-auth resolves the client IP from: forwarded entries only when trusted
 * proxies are configured (better-auth strips those from the right), then the socket's address.
 * In-process requests (tests) have no socket and yield null.
 */
export function clientAddressChain(c: Context, trustedProxies: string[]): string | null {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined;
  }
  if (!socketAddress) return null;
  if (trustedProxies.length === 0) return socketAddress;
  const forwarded = c.req.header('x-forwarded-for');
  return forwarded ? `${forwarded}, ${socketAddress}` : socketAddress;
}
