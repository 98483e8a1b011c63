import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { CreatePurchaseResponse, PackageId, Purchase } from '@seatscope/shared';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { profile, purchase } from '../db/schema';
import { DomainError } from '../common/errors';
import { findPackage, totalPaise } from './catalogue';
import { getEntitlement } from './entitlement';
import { createPaymentProvider, razorpayCredentials } from './payments/provider';
import { verifyPaymentSignature } from './payments/signatures';
import type { PaymentProvider } from './payments/types';
import { settlePurchase } from './captured-payments';

/**
 * A claim to create a purchase's provider order lapses after this long: longer than an Orders
 * API call may take (10 s), so only a process that died mid-call loses its claim.
 */
const ORDER_CLAIM_SECONDS = 15;
/** How often a create that waits for another's order looks again. */
const ORDER_WAIT_POLL_MS = 50;

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
    // The price changed since an earlier attempt that never reached the provider (and is not
    // asking it now: an order is made for the amount the purchase had when it was claimed).
    await db
      .update(purchase)
      .set({ amountPaise: totalPaise(bought) })
      .where(
        and(
          eq(purchase.id, open.id),
          isNull(purchase.providerOrderId),
          isNull(purchase.orderClaim),
        ),
      );
    open = await findOpenPurchase(db, buyer.userId, packageId, provider.name);
  }

  if (provider.name === 'razorpay') {
    open = await withProviderOrder(deps, provider, open);
  }

  return {
    purchase: toPurchase(open),
    razorpay:
      open.provider === 'razorpay' && open.providerOrderId
        ? await razorpayCheckout(deps, buyer, open.providerOrderId, open, bought.name)
        : null,
  };
}

/**
 * The open purchase with its provider order: one create at a time holds the claim and asks the
 * provider; every other create waits for that order and answers it, so a user never has two
 * open orders for a package (docs/decisions/0068-payments-never-for-nothing.md). The claim is a
 * conditional update, so this holds across processes, and no transaction waits on the provider.
 */
async function withProviderOrder(
  deps: PurchaseDeps,
  provider: PaymentProvider,
  initial: PurchaseRow,
): Promise<PurchaseRow> {
  const { db } = deps;
  let open = initial;
  while (!open.providerOrderId) {
    const claim = randomBytes(12).toString('base64url');
    const [claimed] = await db
      .update(purchase)
      .set({ orderClaim: claim, orderClaimedAt: sql`now()` })
      .where(
        and(
          eq(purchase.id, open.id),
          eq(purchase.status, 'created'),
          isNull(purchase.providerOrderId),
          or(
            isNull(purchase.orderClaimedAt),
            lt(purchase.orderClaimedAt, sql`now() - make_interval(secs => ${ORDER_CLAIM_SECONDS})`),
          ),
        ),
      )
      .returning({ id: purchase.id });
    if (claimed) {
      await createProviderOrder(db, provider, open, claim);
    } else {
      await delay(ORDER_WAIT_POLL_MS);
    }
    open = await findOpenPurchase(db, open.userId, open.packageId, open.provider);
  }
  return open;
}

/** Asks the provider for the order and stores it while the claim is still ours. */
async function createProviderOrder(
  db: Database,
  provider: PaymentProvider,
  open: PurchaseRow,
  claim: string,
): Promise<void> {
  const ours = and(eq(purchase.id, open.id), eq(purchase.orderClaim, claim));
  let orderId: string | null;
  try {
    orderId = await provider.createOrder({
      purchaseId: open.id,
      amountPaise: open.amountPaise,
      currency: open.currency,
      // The notes name the purchase, buyer and package, so a payment of an order we never
      // stored (a claim that lapsed) still finds what it paid for.
      notes: { purchaseId: open.id, userId: open.userId, packageId: open.packageId },
    });
  } catch (error) {
    await db.update(purchase).set({ orderClaim: null, orderClaimedAt: null }).where(ours);
    throw error;
  }
  await db
    .update(purchase)
    .set({ providerOrderId: orderId, orderClaim: null, orderClaimedAt: null })
    .where(and(ours, isNull(purchase.providerOrderId)));
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
  return completePurchase(deps, row, `sim_${randomBytes(12).toString('base64url')}`);
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
  return completePurchase(deps, row, callback.paymentId);
}

/**
 * Pays and grants by the same rules as the webhook (captured-payments.ts). The signature ties
 * the payment to the order we stored, whose amount and currency are the purchase's, checked when
 * Razorpay created it; Razorpay takes no other amount for an order. A payment that cannot pay
 * the purchase (already paid by another payment, package already held) changes nothing here: its
 * webhook refunds it once it is captured.
 */
async function completePurchase(deps: PurchaseDeps, row: PurchaseRow, paymentId: string) {
  const now = deps.now ?? new Date();
  const payment = { id: paymentId, amountPaise: row.amountPaise, currency: row.currency };
  await deps.db.transaction((tx) => settlePurchase(tx, row, payment, now));
  const [settled] = await deps.db.select().from(purchase).where(eq(purchase.id, row.id));
  if (!settled) throw purchaseNotFound();
  return toPurchase(settled);
}
