import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { CreatePurchaseResponse, PackageId, Purchase } from '@seatscope/shared';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { profile, purchase } from '../db/schema';
import { DomainError } from '../common/errors';
import { findPackage, totalPaise } from './catalogue';
import { getEntitlement } from './entitlement';
import { createPaymentProvider, razorpayCredentials } from './payments/provider';
import { verifyPaymentSignature } from './payments/signatures';
import { markPaidAndGrant } from './user-packages';

export interface PurchaseDeps {
  db: Database;
  config: AppConfig;
  now?: Date;
}

export interface Buyer {
  userId: string;
  email: string;
  name: string;
}

type PurchaseRow = typeof purchase.$inferSelect;

const purchaseNotFound = () => new DomainError('not_found', 'not_found', 'No such purchase.');

function toPurchase(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    packageId: row.packageId,
    provider: row.provider,
    status: row.status,
    amountPaise: row.amountPaise,
    currency: row.currency,
  };
}

/**
 * Starts buying a package. The amount is the catalogue's price plus GST. A retry (a double
 * click, a reload) finds the same open purchase and, for Razorpay, the same order.
 */
export async function createPurchase(
  deps: PurchaseDeps,
  buyer: Buyer,
  packageId: PackageId,
): Promise<CreatePurchaseResponse> {
  const { db, config } = deps;
  const now = deps.now ?? new Date();
  const provider = createPaymentProvider(config);
  const entitlement = await getEntitlement(db, buyer.userId, now);
  if (!entitlement.demo) {
    throw new DomainError('conflict', 'already_entitled', 'You already have full access.');
  }
  const bought = await findPackage(db, packageId);
  if (!bought) throw new DomainError('not_found', 'not_found', 'No such package.');
  if (bought.validUntil <= now) {
    throw new DomainError('conflict', 'offer_ended', 'This package is no longer on sale.');
  }

  // The partial unique index on open purchases makes this insert a no-op for a retry.
  await db
    .insert(purchase)
    .values({
      id: `pur_${randomBytes(16).toString('base64url')}`,
      userId: buyer.userId,
      packageId,
      provider: provider.name,
      amountPaise: totalPaise(bought),
      currency: 'INR',
    })
    .onConflictDoNothing();
  let open = await findOpenPurchase(db, buyer.userId, packageId, provider.name);
  if (open.amountPaise !== totalPaise(bought) && !open.providerOrderId) {
    // The price changed since an earlier attempt that never reached the provider.
    await db
      .update(purchase)
      .set({ amountPaise: totalPaise(bought) })
      .where(and(eq(purchase.id, open.id), isNull(purchase.providerOrderId)));
    open = await findOpenPurchase(db, buyer.userId, packageId, provider.name);
  }

  if (!open.providerOrderId) {
    const orderId = await provider.createOrder({
      purchaseId: open.id,
      amountPaise: open.amountPaise,
      currency: open.currency,
      notes: { purchaseId: open.id, packageId },
    });
    if (orderId) {
      // Two racing creates may both reach the provider; the first stored order wins and both
      // answer it (the other order is never paid and expires at the provider).
      await db
        .update(purchase)
        .set({ providerOrderId: orderId })
        .where(and(eq(purchase.id, open.id), isNull(purchase.providerOrderId)));
      open = await findOpenPurchase(db, buyer.userId, packageId, provider.name);
    }
  }

  return {
    purchase: toPurchase(open),
    razorpay:
      open.provider === 'razorpay' && open.providerOrderId
        ? await razorpayCheckout(deps, buyer, open.providerOrderId, open, bought.name)
        : null,
  };
}

async function findOpenPurchase(
  db: Database,
  userId: string,
  packageId: PackageId,
  provider: PurchaseRow['provider'],
): Promise<PurchaseRow> {
  const [row] = await db
    .select()
    .from(purchase)
    .where(
      and(
        eq(purchase.userId, userId),
        eq(purchase.packageId, packageId),
        eq(purchase.provider, provider),
        eq(purchase.status, 'created'),
      ),
    );
  // Only possible if the purchase was paid between the insert and this read.
  if (!row) throw new DomainError('conflict', 'already_paid', 'This purchase has just been paid.');
  return row;
}

async function razorpayCheckout(
  deps: PurchaseDeps,
  buyer: Buyer,
  orderId: string,
  row: PurchaseRow,
  packageName: string,
): Promise<CreatePurchaseResponse['razorpay']> {
  const credentials = razorpayCredentials(deps.config);
  if (!credentials) return null;
  const [details] = await deps.db
    .select({ fullName: profile.fullName, phone: profile.whatsappPhone })
    .from(profile)
    .where(eq(profile.userId, buyer.userId));
  return {
    keyId: credentials.keyId,
    orderId,
    amountPaise: row.amountPaise,
    currency: row.currency,
    name: 'SeatScope',
    description: packageName,
    prefill: {
      name: details?.fullName ?? buyer.name,
      email: buyer.email,
      contact: details?.phone ?? '',
    },
  };
}

/** The buyer's own purchase; anyone else's is reported as not existing. */
async function findOwnPurchase(db: Database, userId: string, purchaseId: string) {
  const [row] = await db
    .select()
    .from(purchase)
    .where(and(eq(purchase.id, purchaseId), eq(purchase.userId, userId)));
  if (!row) throw purchaseNotFound();
  return row;
}

/** "Simulate success" (docs/product.md#payments): only with the simulated provider, only by the buyer. */
export async function simulatePurchaseSuccess(
  deps: PurchaseDeps,
  userId: string,
  purchaseId: string,
): Promise<Purchase> {
  if (deps.config.paymentsProvider !== 'simulated') {
    throw new DomainError(
      'forbidden',
      'simulation_disabled',
      'Simulated payments are turned off. Please pay through the checkout.',
    );
  }
  const row = await findOwnPurchase(deps.db, userId, purchaseId);
  if (row.provider !== 'simulated') {
    throw new DomainError(
      'conflict',
      'wrong_provider',
      'This purchase must be paid through the checkout.',
    );
  }
  return completePurchase(deps, row.id, `sim_${randomBytes(12).toString('base64url')}`);
}

/**
 * Razorpay Checkout's success callback: the signature must be over the order id we stored and
 * the payment id, with the key secret.
 */
export async function confirmRazorpayPayment(
  deps: PurchaseDeps,
  userId: string,
  purchaseId: string,
  callback: { orderId?: string | undefined; paymentId: string; signature: string },
): Promise<Purchase> {
  const credentials = razorpayCredentials(deps.config);
  if (deps.config.paymentsProvider !== 'razorpay' || !credentials) {
    throw new DomainError('forbidden', 'razorpay_disabled', 'Razorpay payments are not enabled.');
  }
  const row = await findOwnPurchase(deps.db, userId, purchaseId);
  const verified =
    row.provider === 'razorpay' &&
    row.providerOrderId !== null &&
    (callback.orderId === undefined || callback.orderId === row.providerOrderId) &&
    verifyPaymentSignature({
      keySecret: credentials.keySecret,
      orderId: row.providerOrderId,
      paymentId: callback.paymentId,
      signature: callback.signature,
    });
  if (!verified) {
    throw new DomainError('invalid', 'invalid_signature', 'The payment could not be verified.');
  }
  return completePurchase(deps, row.id, callback.paymentId);
}

/** Marks paid and grants once; a purchase that is already paid is simply returned. */
async function completePurchase(deps: PurchaseDeps, purchaseId: string, paymentId: string) {
  const now = deps.now ?? new Date();
  await deps.db.transaction((tx) =>
    markPaidAndGrant(tx, { purchaseId, providerPaymentId: paymentId, now }),
  );
  const [row] = await deps.db.select().from(purchase).where(eq(purchase.id, purchaseId));
  if (!row) throw purchaseNotFound();
  return toPurchase(row);
}
