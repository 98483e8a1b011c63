import { z } from 'zod';
import { DomainError } from '../../common/errors';
import type { OrderRequest, RazorpayCredentials } from './types';

const ORDERS_TIMEOUT_MS = 10_000;

const orderResponseSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
});

const providerUnavailable = () =>
  new DomainError(
    'unavailable',
    'payment_provider_unavailable',
    'The payment service could not be reached. Please try again in a moment.',
  );

/** Razorpay Orders API: POST /v1/orders with basic auth; answers the order, `order_...`. */
export async function createRazorpayOrder(
  apiUrl: string,
  credentials: Pick<RazorpayCredentials, 'keyId' | 'keySecret'>,
  request: OrderRequest,
): Promise<string> {
  const authorization = Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString(
    'base64',
  );
  let response: Response;
  try {
    response = await fetch(new URL('/v1/orders', apiUrl), {
      method: 'POST',
      headers: { authorization: `Basic ${authorization}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: request.amountPaise,
        currency: request.currency,
        receipt: request.purchaseId,
        notes: request.notes,
      }),
      signal: AbortSignal.timeout(ORDERS_TIMEOUT_MS),
    });
  } catch (error) {
    throw Object.assign(providerUnavailable(), { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  const order = orderResponseSchema.safeParse(body);
  if (!response.ok || !order.success) {
    throw Object.assign(providerUnavailable(), {
      cause: new Error(`Razorpay Orders API answered ${response.status}`),
    });
  }
  if (order.data.amount !== request.amountPaise) {
    throw Object.assign(providerUnavailable(), {
      cause: new Error(`Razorpay order amount ${order.data.amount} != ${request.amountPaise}`),
    });
  }
  return order.data.id;
}
