import { eq } from 'drizzle-orm';
import { packageIdSchema } from '@seatscope/shared';
import { user } from '../../db/schema';
import { findPackage } from '../../domain/catalogue';
import { grantPackage, revokePackages } from '../../domain/user-packages';
import type { Database } from '../../db/client';
import { readOptions } from './options';
import { UsageError } from '../command-line';
import type { AdminCommand } from './types';

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

export const grantCommand: AdminCommand = {
  name: 'grant',
  usage:
    "grant --email E --package ug|pg [--expires DATE|never]   (default: the package's valid_until)",
  async run(args, { database }) {
    const values = readOptions(args, ['email', 'package', 'expires']);
    const email = values.email;
    if (!email) throw new UsageError('--email is required.');
    const packageId = packageIdSchema.safeParse(values.package);
    if (!packageId.success) throw new UsageError('--package must be ug or pg.');
    const db = database.db;
    const userId = await findUserId(db, email);
    const bought = await findPackage(db, packageId.data);
    if (!bought) throw new UsageError(`The catalogue has no package ${packageId.data}.`);
    const expiresAt = values.expires ? parseExpiry(values.expires) : bought.validUntil;
    await grantPackage(db, { userId, packageId: packageId.data, expiresAt });
    console.log(
      `Granted ${packageId.data} to ${email}, ${expiresAt ? `until ${expiresAt.toISOString()}` : 'with no expiry'}.`,
    );
  },
};

export const revokeCommand: AdminCommand = {
  name: 'revoke',
  usage: 'revoke --email E   (ends every package the user holds, now)',
  async run(args, { database }) {
    const { email } = readOptions(args, ['email']);
    if (!email) throw new UsageError('--email is required.');
    const ended = await revokePackages(database.db, await findUserId(database.db, email));
    console.log(
      ended === 0
        ? `${email} held no active package.`
        : `Ended ${ended} package(s) of ${email}; they are in demo from their next request.`,
    );
  },
};
