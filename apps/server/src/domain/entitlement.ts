import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userPackage, userRole } from '../db/schema';

export interface Entitlement {
  /** True when the viewer sees only the demo sample (spec §4 Demo state). */
  demo: boolean;
  packageId: 'ug' | 'pg' | null;
  expiresAt: Date | null;
  isAdmin: boolean;
}

const DEMO: Entitlement = { demo: true, packageId: null, expiresAt: null, isAdmin: false };

/**
 * Decides on every request what a user may see: admins never demo; otherwise the newest package
 * by purchase date must not have expired (null expiry is active); no user, no package or a
 * failed lookup means demo.
 */
export async function getEntitlement(
  db: Database,
  userId: string | null,
  now: Date = new Date(),
): Promise<Entitlement> {
  if (!userId) return DEMO;
  try {
    // One round trip: every data request asks this before anything else.
    const newest = db
      .select({ packageId: userPackage.packageId, expiresAt: userPackage.expiresAt })
      .from(userPackage)
      .where(eq(userPackage.userId, userId))
      .orderBy(desc(userPackage.purchasedAt), desc(userPackage.id))
      .limit(1)
      .as('newest');
    const [row] = await db
      .select({
        isAdmin: sql<boolean>`exists (select 1 from ${userRole}
          where ${userRole.userId} = ${userId} and ${userRole.role} = 'admin')`,
        packageId: newest.packageId,
        expiresAt: newest.expiresAt,
      })
      .from(sql`(select) as viewer`)
      .leftJoin(newest, sql`true`);
    const isAdmin = row?.isAdmin === true;
    const packageId = row?.packageId ?? null;
    const expiresAt = row?.expiresAt ?? null;
    const active = packageId !== null && (expiresAt === null || expiresAt > now);
    return { demo: !isAdmin && !active, packageId, expiresAt, isAdmin };
  } catch {
    return DEMO;
  }
}
