import { z } from 'zod';
import { DomainError } from '../../common/errors';
import type { OrderRequest, RazorpayApi, RazorpayCredentials } from './types';

const RAZORPAY_TIMEOUT_MS = 10_000;

const orderSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  // Razorpay answers an empty notes object as an empty array.
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});

const refundSchema = z.object({ id: z.string().min(1) });

const providerUnavailable = (cause: unknown) =>
  Object.assign(
    new DomainError(
      'unavailable',
      'payment_provider_unavailable',
      'The payment service could not be reached. Please try again in a moment.',
    ),
    { cause },
  );

/** One call to Razorpay's API with basic auth; answers the status and the parsed body. */
async function callRazorpay(
  apiUrl: string,
  credentials: Pick<RazorpayCredentials, 'keyId' | 'keySecret'>,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const authorization = Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString(
    'base64',
  );
  let response: Response;
  try {
    response = await fetch(new URL(path, apiUrl), {
      method,
      headers: { authorization: `Basic ${authorization}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(RAZORPAY_TIMEOUT_MS),
    });
  } catch (error) {
    throw providerUnavailable(error);
  }
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** The string notes of an order (ours are all strings); Razorpay's `[]` means none. */
function stringNotes(notes: z.infer<typeof orderSchema>['notes']): Record<string, string> {
  if (!notes || Array.isArray(notes)) return {};
  return Object.fromEntries(
    Object.entries(notes).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * Razorpay's Orders and Refunds APIs: POST /v1/orders, GET /v1/orders/{id} and
 * POST /v1/payments/{id}/refund, each with basic auth (key id and secret).
 */
export function razorpayApi(
  apiUrl: string,
  credentials: Pick<RazorpayCredentials, 'keyId' | 'keySecret'>,
): RazorpayApi {
  return {
    async createOrder(request: OrderRequest) {
      const answer = await callRazorpay(apiUrl, credentials, 'POST', '/v1/orders', {
        amount: request.amountPaise,
        currency: request.currency,
        receipt: request.purchaseId,
        notes: request.notes,
      });
      const order = orderSchema.safeParse(answer.body);
      if (answer.status !== 200 || !order.success) {
        throw providerUnavailable(new Error(`Razorpay Orders API answered ${answer.status}`));
      }
      // The order is what the buyer pays: it must be exactly the purchase's amount and currency.
      if (order.data.amount !== request.amountPaise || order.data.currency !== request.currency) {
        throw providerUnavailable(
          new Error(
            `Razorpay order ${order.data.amount} ${order.data.currency} != ${request.amountPaise} ${request.currency}`,
          ),
        );
      }
      return order.data.id;
    },

    async fetchOrderNotes(orderId: string) {
      const answer = await callRazorpay(
        apiUrl,
        credentials,
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}`,
      );
      if (answer.status === 400 || answer.status === 404) return null;
      const order = orderSchema.safeParse(answer.body);
      if (answer.status !== 200 || !order.success) {
        throw providerUnavailable(new Error(`Razorpay Orders API answered ${answer.status}`));
      }
      return stringNotes(order.data.notes);
    },

    async refundPayment(paymentId: string, amountPaise: number) {
      const answer = await callRazorpay(
        apiUrl,
        credentials,
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal' },
      );
      const refund = refundSchema.safeParse(answer.body);
      if (answer.status !== 200 || !refund.success) {
        throw providerUnavailable(new Error(`Razorpay Refunds API answered ${answer.status}`));
      }
      return refund.data.id;
    },
  };
}
