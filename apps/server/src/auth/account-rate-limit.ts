import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';
import { rateLimit } from '../db/schema';

/** The longest wait the account limit asks for between two attempts. */
const ACCOUNT_DELAY_CAP_SECONDS = 15 * 60;

export interface AccountLimit {
  /** Attempts that go ahead without a wait. */
  max: number;
  /** Quiet seconds (after the last wait ended) after which the attempts are forgotten. */
  windowSeconds: number;
}

const keyOf = (email: string) => `account:sign-in:${email.trim().toLowerCase()}`;

/**
 * Sign-in attempts per account, beside better-auth's per-address limit and in the same
 * `rate_limit` table, so every process counts together (docs/security.md#accounts,
 * docs/decisions/0065-sign-in-nobody-can-block.md). Called only for attempts the address limit
 * let through, so one address cannot spend an account's attempts with requests it was refused.
 * The first `max` attempts go ahead; after that each one must wait a delay that doubles (1 s,
 * 2 s, 4 s ... up to ACCOUNT_DELAY_CAP_SECONDS) after the one before: guesses from many addresses
 * slow down, and the owner is never told more than "wait a little" (a reset always works and
 * forgets the attempts). An attempt refused for its wait is not counted.
 *
 * `last_request` holds the time the next attempt may go ahead, so better-auth's pruning of rows
 * older than its longest window never forgets an account that is still waiting.
 * Returns the seconds to wait, or null when this attempt may go ahead (and was counted).
 */
export async function accountAttemptWait(
  db: Database,
  email: string,
  { max, windowSeconds }: AccountLimit,
  now = Date.now(),
): Promise<number | null> {
  const key = keyOf(email);
  const forgotten = sql`rate_limit.last_request + ${windowSeconds * 1000} <= ${now}`;
  const count = sql`case when ${forgotten} then 1 else rate_limit.count + 1 end`;
  // One statement: concurrent attempts cannot both go ahead on the same wait.
  const [counted] = await selectRows(
    db,
    sql`insert into rate_limit (id, key, count, last_request)
        values (${randomUUID()}, ${key}, 1, ${now} + ${delayMs(sql`1`, max)})
        on conflict (key) do update set
          count = ${count},
          last_request = ${now} + ${delayMs(count, max)}
        where rate_limit.last_request <= ${now}
        returning count`,
  );
  if (counted) return null;
  const [waiting] = await selectRows(
    db,
    sql`select last_request as "nextAttempt" from rate_limit where key = ${key}`,
  );
  const nextAttempt = Number(waiting?.nextAttempt ?? now);
  return Math.max(1, Math.ceil((nextAttempt - now) / 1000));
}

/** The wait after the `count`th attempt: none up to `max`, then 1 s doubling to the cap. */
function delayMs(count: SQL, max: number): SQL {
  return sql`(case when ${count} < ${max} then 0
    else least(power(2, ${count} - ${max}), ${ACCOUNT_DELAY_CAP_SECONDS}) * 1000 end)::bigint`;
}

/** Forgets an account's attempts: its owner signed in, or proved the address with a reset. */
export async function forgetAccountAttempts(db: Database, email: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, keyOf(email)));
}
