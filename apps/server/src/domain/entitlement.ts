import { desc, eq, sql, type SQL } from 'drizzle-orm';
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

/** The user's newest package by purchase date, as a subquery to join laterally. */
const newestPackage = (db: Database, userId: SQL | string) =>
  db
    .select({ packageId: userPackage.packageId, expiresAt: userPackage.expiresAt })
    .from(userPackage)
    .where(eq(userPackage.userId, userId))
    .orderBy(desc(userPackage.purchasedAt), desc(userPackage.id))
    .limit(1)
    .as('newest');

const isAdmin = (userId: SQL | string) =>
  sql<boolean>`exists (select 1 from ${userRole}
    where ${userRole.userId} = ${userId} and ${userRole.role} = 'admin')`;

/**
 * Admins never demo; otherwise the newest package by purchase date must not have expired (null
 * expiry is active).
 */
function entitlementOf(
  row: { isAdmin: boolean | null; packageId: 'ug' | 'pg' | null; expiresAt: Date | null },
  now: Date,
): Entitlement {
  const admin = row.isAdmin === true;
  const packageId = row.packageId ?? null;
  const expiresAt = row.expiresAt ?? null;
  const active = packageId !== null && (expiresAt === null || expiresAt > now);
  return { demo: !admin && !active, packageId, expiresAt, isAdmin: admin };
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
    const newest = newestPackage(db, userId);
    const [row] = await db
      .select({
        isAdmin: isAdmin(userId),
        packageId: newest.packageId,
        expiresAt: newest.expiresAt,
      })
      .from(sql`(select) as viewer`)
      .leftJoin(newest, sql`true`);
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
  // Raw SQL through selectRows, so PostgreSQL runs it as a prepared statement: planning this
  // join costs several times its execution.
  const [row] = await selectRows(
    db,
    sql`select s.user_id as "userId", ${isAdmin(sql`s.user_id`)} as "isAdmin",
        newest.package_id as "packageId",
        (extract(epoch from newest.expires_at) * 1000)::float8 as "expiresAtMs",
        (select version::text from ${dataVersion}) as "dataVersion"
      from ${session} s
      left join lateral (
        select p.package_id, p.expires_at from ${userPackage} p
        where p.user_id = s.user_id
        order by p.purchased_at desc, p.id desc limit 1
      ) newest on true
      where s.id = ${sessionId} and s.expires_at > ${now.toISOString()}::timestamptz`,
  );
  if (!row) return null;
  const packageId = row.packageId === 'ug' || row.packageId === 'pg' ? row.packageId : null;
  const expiresAt = typeof row.expiresAtMs === 'number' ? new Date(row.expiresAtMs) : null;
  return {
    userId: String(row.userId),
    entitlement: entitlementOf({ isAdmin: row.isAdmin === true, packageId, expiresAt }, now),
    dataVersion: String(row.dataVersion ?? '0'),
  };
}
