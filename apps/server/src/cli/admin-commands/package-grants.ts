import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { packageIdSchema } from '@seatscope/shared';
import { user } from '../../db/schema';
import { findPackage } from '../../domain/catalogue';
import { grantPackage, revokePackages } from '../../domain/user-packages';
import type { Database } from '../../db/client';
import { defineCommand, UsageError } from '../command-line';

async function findUserId(db: Database, email: string): Promise<string> {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  if (!found) throw new UsageError(`No user has the email ${email}.`);
  return found.id;
}

/**
 * A date as operators write it: `2027-03-31` means the end of that day in IST; a full ISO
 * timestamp is taken as is; `never` means no expiry.
 */
function parseExpiry(text: string): Date | null {
  if (text === 'never') return null;
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T23:59:59+05:30` : text;
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) {
    throw new UsageError(`--expires must be a date like 2027-03-31 or "never", not ${text}.`);
  }
  return date;
}

export const grantCommand = defineCommand({
  name: 'grant',
  usage:
    "grant --email E --package ug|pg [--expires DATE|never]   (default: the package's valid_until)",
  options: z.object({
    email: z.string().optional(),
    package: z.string().optional(),
    expires: z.string().optional(),
  }),
  async run({ options: values }, context) {
    const email = values.email;
    if (!email) throw new UsageError('--email is required.');
    const packageId = packageIdSchema.safeParse(values.package);
    if (!packageId.success) throw new UsageError('--package must be ug or pg.');
    const { db } = await context.database();
    const userId = await findUserId(db, email);
    const bought = await findPackage(db, packageId.data);
    if (!bought) throw new UsageError(`The catalogue has no package ${packageId.data}.`);
    const expiresAt = values.expires ? parseExpiry(values.expires) : bought.validUntil;
    await grantPackage(db, { userId, packageId: packageId.data, expiresAt });
    console.log(
      `Granted ${packageId.data} to ${email}, ${expiresAt ? `until ${expiresAt.toISOString()}` : 'with no expiry'}.`,
    );
    return 0;
  },
});

export const revokeCommand = defineCommand({
  name: 'revoke',
  usage: 'revoke --email E   (ends every package the user holds, now)',
  options: z.object({ email: z.string().optional() }),
  async run({ options: { email } }, context) {
    if (!email) throw new UsageError('--email is required.');
    const { db } = await context.database();
    const ended = await revokePackages(db, await findUserId(db, email));
    console.log(
      ended === 0
        ? `${email} held no active package.`
        : `Ended ${ended} package(s) of ${email}; they are in demo from their next request.`,
    );
    return 0;
  },
});
