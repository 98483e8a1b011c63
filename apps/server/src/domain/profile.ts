import { eq } from 'drizzle-orm';
import { pendingProfileSchema, type Me, type ProfileUpdate } from '@seatscope/shared';
import type { Database } from '../db/client';
import { profile, user } from '../db/schema';
import { getEntitlementWithProfile } from './entitlement';

const profileColumns = {
  email: profile.email,
  fullName: profile.fullName,
  whatsappPhone: profile.whatsappPhone,
  allIndiaRank: profile.allIndiaRank,
  notificationEmails: profile.notificationEmails,
};

/**
 * Everything `GET /api/me` answers: user, profile, roles and the server's entitlement decision,
 * in one statement. Admin is the only role (`userRole`), and the entitlement reads it.
 */
export async function getMe(
  db: Database,
  viewer: { userId: string; email: string; name: string; emailVerified: boolean },
): Promise<Me> {
  const { entitlement, profile: current } = await getEntitlementWithProfile(db, viewer.userId);
  return {
    user: {
      id: viewer.userId,
      email: viewer.email,
      name: viewer.name,
      emailVerified: viewer.emailVerified,
    },
    profile: current,
    profileComplete: Boolean(current?.fullName?.trim()),
    roles: entitlement.isAdmin ? ['admin'] : [],
    entitlement: {
      demo: entitlement.demo,
      package: entitlement.packageId,
      expiresAt: entitlement.expiresAt?.toISOString() ?? null,
    },
  };
}

/** Writes the profile (docs/product.md#validation: blank WhatsApp saved '', blank rank null); email is read-only. */
export async function updateProfile(
  db: Database,
  viewer: { userId: string; email: string },
  update: ProfileUpdate,
) {
  const values = {
    fullName: update.fullName,
    whatsappPhone: update.whatsappPhone,
    allIndiaRank: update.allIndiaRank,
    // Left out, the saved choice stays (a client that does not know it never turns mail back on).
    ...(update.notificationEmails === undefined
      ? {}
      : { notificationEmails: update.notificationEmails }),
    updatedAt: new Date(),
  };
  const [saved] = await db
    .insert(profile)
    .values({ userId: viewer.userId, email: viewer.email, ...values })
    .onConflictDoUpdate({ target: profile.userId, set: values })
    .returning(profileColumns);
  return saved ?? null;
}

/**
 * On a user's signed-in session: the first time, creates their profile from what sign-up
 * collected (the pending profile) or, for Google and operator-made users, from their name; then
 * clears the pending profile (docs/product.md#accounts-and-sessions, pending profile). Later sessions change nothing.
 */
export async function applyPendingProfile(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ email: user.email, name: user.name, pending: user.pendingProfile })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (!owner) return;
    const pending = pendingProfileSchema.safeParse(owner.pending ?? {});
    const details = pending.success ? pending.data : { whatsappPhone: '', allIndiaRank: null };
    const hasPending = owner.pending !== null;
    const fullName = owner.name.trim() || null;
    if (hasPending) {
      await tx
        .insert(profile)
        .values({ userId, email: owner.email, fullName, ...details })
        .onConflictDoUpdate({
          target: profile.userId,
          set: { fullName, ...details, updatedAt: new Date() },
        });
      await tx.update(user).set({ pendingProfile: null }).where(eq(user.id, userId));
    } else {
      await tx
        .insert(profile)
        .values({ userId, email: owner.email, fullName })
        .onConflictDoNothing({ target: profile.userId });
    }
  });
}
