import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { z } from 'zod';
import { rowFields, selectRows, selectTypedRows } from '../db/rows';

const viewerRow = z.object({
  userId: rowFields.text,
  email: rowFields.text,
  name: rowFields.text,
  emailVerified: rowFields.isTrue,
});

/** A session's access row: the viewer and data version typed, the entitlement's fields read by entitlementOf. */
const accessRow = z.looseObject({
  userId: rowFields.text,
  dataVersion: rowFields.nullableText.optional(),
});
import {
  counselling,
  dataVersion,
  profile,
  session,
  user,
  userPackage,
  userRole,
} from '../db/schema';
import { PACKAGE_LEVELS, type DataLevel, type Profile } from '@seatscope/shared';

export interface Entitlement {
  /** True when the viewer sees only the demo sample (docs/product.md#demo-rule). */
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
const accessQuery = (viewers: SQL, where: SQL = sql`true`, counsellingId: string | null = null) =>
  sql`select s.user_id as "userId",
      exists (select 1 from ${userRole} r where r.user_id = s.user_id and r.role = 'admin')
        as "isAdmin",
      newest.package_id as "packageId",
      (extract(epoch from newest.expires_at) * 1000)::float8 as "expiresAtMs",
      (select version::text from ${dataVersion}) as "dataVersion",
      (select c.level from ${counselling} c where c.id = ${counsellingId}::text) as "counsellingLevel"
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

/**
 * The user's entitlement and their profile (null without one) in one statement: `GET /api/me`
 * and `/api/session` answer on every page a signed-in user opens.
 */
export async function getEntitlementWithProfile(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<{ entitlement: Entitlement; profile: Profile | null }> {
  const [row] = await selectRows(
    db,
    sql`select a.*, p.email as "profileEmail", p.full_name as "fullName",
        p.whatsapp_phone as "whatsappPhone", p.all_india_rank as "allIndiaRank",
        p.notification_emails as "notificationEmails"
      from (${accessQuery(sql`(select ${userId}::text as user_id) s`)}) a
      left join ${profile} p on p.user_id = a."userId"`,
  );
  if (!row) return { entitlement: DEMO, profile: null };
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    entitlement: entitlementOf(row, now),
    // profile.email is required, so a row without it is a user without a profile.
    profile:
      typeof row.profileEmail === 'string'
        ? {
            email: row.profileEmail,
            fullName: text(row.fullName),
            whatsappPhone: text(row.whatsappPhone),
            allIndiaRank: typeof row.allIndiaRank === 'number' ? row.allIndiaRank : null,
            notificationEmails: row.notificationEmails !== false,
          }
        : null,
  };
}

/**
 * Whether a viewer sees only the demo sample of a counselling of this level: admins never; a
 * package holder only for levels their package does not open; everyone else always.
 */
export function demoFor(entitlement: Entitlement, level: DataLevel): boolean {
  if (entitlement.isAdmin) return false;
  if (entitlement.demo || entitlement.packageId === null) return true;
  return !PACKAGE_LEVELS[entitlement.packageId].includes(level);
}

const isDataLevel = (value: unknown): value is DataLevel =>
  value === 'UG' || value === 'PG' || value === 'SS';

export interface SessionAccess {
  userId: string;
  entitlement: Entitlement;
  /**
   * Whether this read sees only the demo sample: for the counselling asked about, its level
   * against the package (demoFor); without a counselling, or for an unknown one, the
   * entitlement's own demo flag.
   */
  demo: boolean;
  /** The data's change counter as this request began, for the read cache. */
  dataVersion: string;
}

/**
 * Who holds a session and what they may see, in one round trip: null when the session no
 * longer exists or has expired (signed out, or revoked by a sign-in elsewhere), so a revoked
 * session is refused at once. The data screens ask this on every request, naming the
 * counselling they read, so the package's scope is decided here too
 * (docs/decisions/0018-data-read-access.md, docs/decisions/0023-package-scope.md).
 */
export async function getSessionAccess(
  db: Database,
  sessionId: string,
  counsellingId: string | null = null,
  now: Date = new Date(),
): Promise<SessionAccess | null> {
  const [row] = await selectTypedRows(
    db,
    accessRow,
    accessQuery(
      sql`${session} s`,
      sql`s.id = ${sessionId} and s.expires_at > ${now.toISOString()}::timestamptz`,
      counsellingId,
    ),
  );
  if (!row) return null;
  const entitlement = entitlementOf(row, now);
  return {
    userId: row.userId,
    entitlement,
    demo: isDataLevel(row.counsellingLevel)
      ? demoFor(entitlement, row.counsellingLevel)
      : entitlement.demo,
    dataVersion: row.dataVersion ?? '0',
  };
}

/** Who is asking: the user behind a live session. */
export interface Viewer {
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  sessionId: string;
}

/**
 * The user of a live session, in one prepared round trip: null when the session no longer
 * exists or has expired, so a sign-out or a revocation elsewhere counts at once
 * (docs/decisions/0044-throughput.md). The user's row is read every time: a changed name or a
 * confirmed address shows on the next request.
 */
export async function getSessionViewer(
  db: Database,
  sessionId: string,
  now: Date = new Date(),
): Promise<Viewer | null> {
  const [row] = await selectTypedRows(
    db,
    viewerRow,
    sql`select u.id as "userId", u.email as "email", u.name as "name",
        u.email_verified as "emailVerified"
      from ${session} s join ${user} u on u.id = s.user_id
      where s.id = ${sessionId} and s.expires_at > ${now.toISOString()}::timestamptz`,
  );
  if (!row) return null;
  return {
    ...row,
    sessionId,
  };
}
