import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { PackageId } from '@seatscope/shared';
import type { Database } from '../db/client';
import { pkg, purchase, userPackage } from '../db/schema';

/**
 * Marks a created purchase paid and grants its package, in the caller's transaction. The
 * conditional update lets exactly one caller win however many deliveries race (a concurrent
 * one waits for the row lock, then finds it paid); the unique purchase_id backs that up.
 * Returns whether this call granted.
 */
export async function markPaidAndGrant(
  tx: Database,
  input: { purchaseId: string; providerPaymentId: string; now: Date },
): Promise<boolean> {
  const [paid] = await tx
    .update(purchase)
    .set({ status: 'paid', providerPaymentId: input.providerPaymentId, paidAt: input.now })
    .where(and(eq(purchase.id, input.purchaseId), eq(purchase.status, 'created')))
    .returning({ userId: purchase.userId, packageId: purchase.packageId });
  if (!paid) return false;
  const [bought] = await tx
    .select({ validUntil: pkg.validUntil })
    .from(pkg)
    .where(eq(pkg.id, paid.packageId));
  await tx.insert(userPackage).values({
    userId: paid.userId,
    packageId: paid.packageId,
    purchasedAt: input.now,
    // Access lasts to the end of the season the catalogue names (docs/product.md#prices).
    expiresAt: bought?.validUntil ?? null,
    purchaseId: input.purchaseId,
  });
  return true;
}

/** An operator's grant (no purchase); null expiry means no expiry. */
export async function grantPackage(
  db: Database,
  input: { userId: string; packageId: PackageId; expiresAt: Date | null; now?: Date },
): Promise<void> {
  await db.insert(userPackage).values({
    userId: input.userId,
    packageId: input.packageId,
    purchasedAt: input.now ?? new Date(),
    expiresAt: input.expiresAt,
  });
}

/**
 * Ends every package the user still holds by expiring it now; the rows stay as history.
 * Returns how many were ended.
 */
export async function revokePackages(db: Database, userId: string, now = new Date()) {
  const ended = await db
    .update(userPackage)
    .set({ expiresAt: now })
    .where(
      and(
        eq(userPackage.userId, userId),
        or(isNull(userPackage.expiresAt), gt(userPackage.expiresAt, now)),
      ),
    )
    .returning({ id: userPackage.id });
  return ended.length;
}
