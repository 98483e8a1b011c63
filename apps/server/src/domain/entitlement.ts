import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';
import { dataVersion, session, userPackage, userRole } from '../db/schema';

export interface Entitlement {
  /** True when the viewer sees only the demo sample (spec §4 Demo state). */
  demo: boolean;
  packageId: 'ug' | 'pg' | null;
  expiresAt: Date | null;
  isAdmin: boolean;
}

const DEMO: Entitlement = { demo: true, packageId: null, expiresAt: null, isAdmin: false };

/**
 * For each row of `viewers` (a FROM item naming the user as `s.user_id`): the user, their admin
 * role, their newest package by purchase date and the data version, in one statement. Raw SQL
 * through selectRows, so PostgreSQL runs it as a prepared statement: planning this join costs
 * several times its execution.
 */
const accessQuery = (viewers: SQL, where: SQL = sql`true`) =>
  sql`select s.user_id as "userId",
      exists (select 1 from ${userRole} r where r.user_id = s.user_id and r.role = 'admin')
        as "isAdmin",
      newest.package_id as "packageId",
      (extract(epoch from newest.expires_at) * 1000)::float8 as "expiresAtMs",
      (select version::text from ${dataVersion}) as "dataVersion"
    from ${viewers}
    left join lateral (
      select p.package_id, p.expires_at from ${userPackage} p
      where p.user_id = s.user_id
      order by p.purchased_at desc, p.id desc limit 1
    ) newest on true
    where ${where}`;

/**
 * Admins never demo; otherwise the newest package by purchase date must not have expired (null
 * expiry is active).
 */
function entitlementOf(row: Record<string, unknown>, now: Date): Entitlement {
  const isAdmin = row.isAdmin === true;
  const packageId = row.packageId === 'ug' || row.packageId === 'pg' ? row.packageId : null;
  const expiresAt = typeof row.expiresAtMs === 'number' ? new Date(row.expiresAtMs) : null;
  const active = packageId !== null && (expiresAt === null || expiresAt > now);
  return { demo: !isAdmin && !active, packageId, expiresAt, isAdmin };
}

/**
 * Decides on every request what a user may see (entitlementOf); no user, no package or a
 * failed lookup means demo.
 */
export async function getEntitlement(
  db: Database,
  userId: string | null,
  now: Date = new Date(),
): Promise<Entitlement> {
  if (!userId) return DEMO;
  try {
    const [row] = await selectRows(db, accessQuery(sql`(select ${userId}::text as user_id) s`));
    return row ? entitlementOf(row, now) : DEMO;
  } catch {
    return DEMO;
  }
}

export interface SessionAccess {
  userId: string;
  entitlement: Entitlement;
  /** The data's change counter as this request began, for the read cache. */
  dataVersion: string;
}

/**
 * Who holds a session and what they may see, in one round trip: null when the session no
 * longer exists or has expired (signed out, or revoked by a sign-in elsewhere), so a revoked
 * session is refused at once. The data screens ask this on every request (decision 0018).
 */
export async function getSessionAccess(
  db: Database,
  sessionId: string,
  now: Date = new Date(),
): Promise<SessionAccess | null> {
  const [row] = await selectRows(
    db,
    accessQuery(
      sql`${session} s`,
      sql`s.id = ${sessionId} and s.expires_at > ${now.toISOString()}::timestamptz`,
    ),
  );
  if (!row) return null;
  return {
    userId: String(row.userId),
    entitlement: entitlementOf(row, now),
    dataVersion: String(row.dataVersion ?? '0'),
  };
}
