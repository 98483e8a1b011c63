import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';

/**
 * Sign-in attempts per account, beside better-auth's per-address limit and in the same
 * `rate_limit` table, so every process counts together: an attacker spreading guesses over many
 * addresses still gets only `max` tries at one account per window (docs/security.md#accounts).
 * Returns the seconds to wait, or null when this attempt may go ahead.
 */
export async function accountAttemptWait(
  db: Database,
  email: string,
  { max, windowSeconds }: { max: number; windowSeconds: number },
): Promise<number | null> {
  const key = `account:sign-in:${email.trim().toLowerCase()}`;
  const now = Date.now();
  const windowStart = now - windowSeconds * 1000;
  // One statement: concurrent attempts cannot both read a count below the limit.
  const [row] = await selectRows(
    db,
    sql`insert into rate_limit (id, key, count, last_request)
        values (${randomUUID()}, ${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limit.last_request < ${windowStart} then 1
                       else rate_limit.count + 1 end,
          last_request = case when rate_limit.last_request < ${windowStart} then ${now}
                              else rate_limit.last_request end
        returning count, last_request as "lastRequest"`,
  );
  const count = Number(row?.count ?? 0);
  if (count <= max) return null;
  const windowEnds = Number(row?.lastRequest ?? now) + windowSeconds * 1000;
  return Math.max(1, Math.ceil((windowEnds - now) / 1000));
}
