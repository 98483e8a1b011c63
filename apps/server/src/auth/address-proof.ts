import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, like, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { account, session, user, verification } from '../db/schema';
import { hashPassword } from './password';

/**
 * Pre-registration takeover (docs/decisions/0024-address-proof.md): someone registers another
 * person's address with their own password and waits for the owner to verify it. Every
 * verification link is bound, when it is mailed, to the password it may confirm:
 *  - `current`: mailed by a sign-up or sign-in that set or proved the password in place;
 *  - `pending`: mailed by a second sign-up for an unverified address, carrying that sign-up's
 *    password, which replaces the one in place only when its link is opened;
 *  - no binding (a bare "send me the link again"): the link confirms no password.
 * When the owner proves the address, every session from before the proof ends, and a password
 * the link does not confirm stops working (they choose one with "forgot password").
 */

/**
 * The password of the sign-up being handled, for better-auth's hook on a sign-up for an address
 * that already exists (the hook receives the request with its body already read).
 */
export const signUpPassword = new AsyncLocalStorage<{
  password: string;
  hash?: Promise<string>;
  /** Set when the address was registered already (auth/sign-up-pace.ts pads its answer). */
  registeredAddress?: boolean;
}>();

/**
 * The password's hash, computed once per sign-up: better-auth hashes it on every path (new
 * address, existing verified, existing unverified) and the unverified path keeps that same hash
 * as the pending password, so every sign-up does the same hashing work and answers in the same
 * time whether or not the address exists (docs/security.md#accounts).
 */
export function signUpHash(password: string): Promise<string> {
  const current = signUpPassword.getStore();
  if (!current || current.password !== password) return hashPassword(password);
  current.hash ??= hashPassword(password);
  return current.hash;
}

const bindingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('current'), fingerprint: z.string() }),
  z.object({ kind: z.literal('pending'), hash: z.string() }),
]);
type Binding = z.infer<typeof bindingSchema>;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

const identifierFor = (userId: string, token: string) => `address-proof:${userId}:${digest(token)}`;

/** The stored credential password of a user, or null. */
async function credentialPassword(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return row?.password ?? null;
}

async function bind(db: Database, userId: string, token: string, binding: Binding, ttlMs: number) {
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: identifierFor(userId, token),
    value: JSON.stringify(binding),
    expiresAt: new Date(Date.now() + ttlMs),
  });
}

/** Binds a link mailed by a sign-up or sign-in to the password now in place. */
export async function bindToCurrentPassword(
  db: Database,
  userId: string,
  token: string,
  ttlMs: number,
) {
  const password = await credentialPassword(db, userId);
  if (password)
    await bind(db, userId, token, { kind: 'current', fingerprint: digest(password) }, ttlMs);
}

/** Binds a link mailed by a repeated sign-up to that sign-up's password (hashed). */
export async function bindToPendingPassword(
  db: Database,
  userId: string,
  token: string,
  hash: string,
  ttlMs: number,
) {
  await bind(db, userId, token, { kind: 'pending', hash }, ttlMs);
}

/**
 * The owner opened a verification link (`token`; null when unknown): sessions from before end,
 * and the password in place stays only if the link confirms it.
 */
export async function onAddressVerified(db: Database, userId: string, token: string | null) {
  const [row] = token
    ? await db
        .select({ value: verification.value })
        .from(verification)
        .where(eq(verification.identifier, identifierFor(userId, token)))
    : [];
  const parsed = row ? bindingSchema.safeParse(JSON.parse(row.value)) : null;
  const binding = parsed?.success ? parsed.data : null;
  const current = await credentialPassword(db, userId);
  await db.transaction(async (tx) => {
    if (binding?.kind === 'pending') {
      await setCredentialPassword(tx, userId, binding.hash);
    } else if (
      current !== null &&
      !(binding?.kind === 'current' && binding.fingerprint === digest(current))
    ) {
      await setCredentialPassword(tx, userId, null);
    }
    await endProofBindings(tx, userId);
    // The auto sign-in after verification creates its session after this.
    await tx.delete(session).where(eq(session.userId, userId));
  });
}

/**
 * The owner reset their password through a mailed link: that proves the address too. The reset
 * already replaced the password and ended every session; the address counts as verified, and
 * links bound to earlier passwords confirm nothing any more.
 */
export async function onPasswordResetProof(db: Database, userId: string, before: Date) {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    await endProofBindings(tx, userId);
    await tx.delete(session).where(and(eq(session.userId, userId), lt(session.createdAt, before)));
  });
}

type Executor = Pick<Database, 'update' | 'delete'>;

async function setCredentialPassword(db: Executor, userId: string, password: string | null) {
  await db
    .update(account)
    .set({ password, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
}

async function endProofBindings(db: Executor, userId: string) {
  await db.delete(verification).where(like(verification.identifier, `address-proof:${userId}:%`));
}
