import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { account, profile, user, userPackage, userRole } from '../db/schema';

export interface NewUser {
  email: string;
  passwordHash: string;
  name: string;
  admin: boolean;
  packageId: 'ug' | 'pg' | null;
  verified: boolean;
}

export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`A user with the email ${email} already exists.`);
  }
}

/**
 * Creates a user the way sign-up would (user, credential account, profile) plus an optional admin
 * role and package, in one transaction. For operators and scripts (`npm run admin`).
 */
export async function createUser(db: Database, input: NewUser): Promise<{ userId: string }> {
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (existing.length > 0) throw new EmailTakenError(email);
    const userId = crypto.randomUUID();
    await tx
      .insert(user)
      .values({ id: userId, email, name: input.name, emailVerified: input.verified });
    await tx.insert(account).values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: input.passwordHash,
    });
    await tx.insert(profile).values({ userId, email, fullName: input.name });
    if (input.admin) await tx.insert(userRole).values({ userId, role: 'admin' });
    if (input.packageId) {
      await tx.insert(userPackage).values({ userId, packageId: input.packageId, expiresAt: null });
    }
    return { userId };
  });
}

/**
 * Marks a user's email as confirmed, as the mailed link would (for an operator helping someone
 * whose mail did not arrive). Null when no user has the email; otherwise whether it was
 * confirmed before.
 */
export async function verifyUserEmail(
  db: Database,
  email: string,
): Promise<{ alreadyVerified: boolean } | null> {
  const normalised = email.trim().toLowerCase();
  const [found] = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, normalised));
  if (!found) return null;
  if (!found.emailVerified) {
    await db
      .update(user)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(user.id, found.id));
  }
  return { alreadyVerified: found.emailVerified };
}
