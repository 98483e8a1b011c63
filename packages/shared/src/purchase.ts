import { z } from 'zod';
import { clientText } from './text';
import {
  fullNameSchema,
  profileUpdateSchema,
  rankTextSchema,
  whatsappPhoneSchema,
} from './account';

/** What the purchase dialog, the landing page's cards and the server agree on (docs/product.md#prices, docs/product.md#purchase-dialog). */
export const packageIdSchema = z.enum(['ug', 'pg']);
export type PackageId = z.infer<typeof packageIdSchema>;

export type DataLevel = 'UG' | 'PG' | 'SS';

/**
 * The counselling levels each package opens (docs/decisions/0023-package-scope.md): UG data
 * for the UG package; PG and super-speciality data for the PG package. The server decides with
 * it who sees what; the catalogue says it to buyers.
 */
export const PACKAGE_LEVELS: Record<PackageId, readonly DataLevel[]> = {
  ug: ['UG'],
  pg: ['PG', 'SS'],
};

const paymentProviderSchema = z.enum(['simulated', 'razorpay']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

const paise = z.number().int().nonnegative();

const catalogueEntrySchema = z.object({
  id: packageIdSchema,
  name: z.string(),
  description: z.string(),
  pricePaise: paise,
  originalPricePaise: paise,
  gstPercent: z.number().int().nonnegative(),
  gstPaise: paise,
  totalPaise: paise,
  offerLabel: z.string().nullable(),
  /** The counselling levels whose data the package opens; other levels stay in demo. */
  levels: z.array(z.enum(['UG', 'PG', 'SS'])),
  /** What the package includes, as shown to buyers. */
  includes: z.string(),
  /**
   * What the data served now holds for the package's levels, counted from the database: the
   * counsellings with allotments, the years they cover, the allotments and the colleges in them.
   */
  contents: z.object({
    counsellings: z.number().int().nonnegative(),
    years: z.array(z.number().int()),
    allotments: z.number().int().nonnegative(),
    colleges: z.number().int().nonnegative(),
  }),
  /** Access bought now lasts until this instant (ISO 8601). */
  validUntil: z.iso.datetime({ offset: true }),
  /** The amounts as shown to users: "₹1,499", "₹269.82". */
  display: z.object({
    price: z.string(),
    originalPrice: z.string(),
    gst: z.string(),
    total: z.string(),
  }),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

export const catalogueSchema = z.object({
  packages: z.array(catalogueEntrySchema),
  /** The package the purchase dialog selects when it opens. */
  defaultPackageId: packageIdSchema,
  /**
   * The checkout in use; null when payments are not configured (purchases are unavailable).
   * `simulated` is a test mode: no money is taken.
   */
  paymentProvider: paymentProviderSchema.nullable(),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

/** Only the package is read; an amount sent by the browser is ignored. */
export const createPurchaseBodySchema = z.object({ packageId: packageIdSchema });

const purchaseStatusSchema = z.enum(['created', 'paid']);

const purchaseSchema = z.object({
  id: z.string(),
  packageId: packageIdSchema,
  provider: paymentProviderSchema,
  status: purchaseStatusSchema,
  amountPaise: paise,
  currency: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** What Razorpay Checkout needs to open for an order created by the server. */
const razorpayCheckoutSchema = z.object({
  keyId: z.string(),
  orderId: z.string(),
  amountPaise: paise,
  currency: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type RazorpayCheckout = z.infer<typeof razorpayCheckoutSchema>;

export const createPurchaseResponseSchema = z.object({
  purchase: purchaseSchema,
  razorpay: razorpayCheckoutSchema.nullable(),
});
export type CreatePurchaseResponse = z.infer<typeof createPurchaseResponseSchema>;

/** Razorpay Checkout's success handler hands these to the page, which posts them on. */
export const razorpayCallbackBodySchema = z.object({
  razorpay_order_id: clientText('razorpay_order_id', 100).min(1).optional(),
  razorpay_payment_id: clientText('razorpay_payment_id', 100).min(1),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/i, 'must be a hex SHA-256 signature'),
});

export const completedPurchaseResponseSchema = z.object({ purchase: purchaseSchema });

const rupeeFormats = {
  whole: new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }),
  fractional: new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
};

/** An amount in paise as users read it, with Indian digit grouping: "₹1,23,456", "₹179.82". */
export function formatRupees(amountPaise: number): string {
  const format = amountPaise % 100 === 0 ? rupeeFormats.whole : rupeeFormats.fractional;
  return format.format(amountPaise / 100);
}

/** GST on a price, rounded to the nearest paisa. */
export function gstOn(pricePaise: number, gstPercent: number): number {
  return Math.round((pricePaise * gstPercent) / 100);
}

/**
 * The purchase dialog's details form (docs/product.md#validation): full name required after trimming; phone
 * trimmed and null when empty; rank null when empty.
 */
export const checkoutDetailsSchema = z.object({
  fullName: fullNameSchema,
  phone: whatsappPhoneSchema.transform((phone) => (phone === '' ? null : phone)),
  allIndiaRank: rankTextSchema,
});
export type CheckoutDetailsInput = z.input<typeof checkoutDetailsSchema>;
export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;

/** The `PATCH /api/me/profile` body for saved checkout details; no phone clears it. */
export function checkoutDetailsToProfileUpdate(
  details: CheckoutDetails,
): z.input<typeof profileUpdateSchema> {
  return {
    fullName: details.fullName,
    allIndiaRank: details.allIndiaRank,
    ...(details.phone === null ? {} : { whatsappPhone: details.phone }),
  };
}

/** "Save details" is disabled while saving or while the trimmed full name is empty. */
export function canSaveCheckoutDetails(fullName: string, saving: boolean): boolean {
  return !saving && fullName.trim() !== '';
}

/** "Simulate success" needs a signed-in buyer whose saved details include a full name. */
export function canCompleteCheckout(input: {
  signedIn: boolean;
  savedFullName: string | null | undefined;
}): boolean {
  return input.signedIn && (input.savedFullName ?? '').trim() !== '';
}
