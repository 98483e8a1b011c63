import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { razorpayCredentials } from '../domain/payments/provider';
import { receiveRazorpayWebhook } from '../domain/razorpay-webhook';
import { errorResponse, jsonResponse } from './responses';

// The body is deliberately not declared: its signature is over the exact bytes received, so
// it must be read raw, before any JSON parsing.
const razorpayWebhookRoute = createRoute({
  method: 'post',
  path: '/api/payments/razorpay/webhook',
  tags: ['purchases'],
  summary: 'Razorpay webhook (payment.captured, order.paid); signed over the raw body',
  description:
    'X-Razorpay-Signature is the hex HMAC-SHA256 of the raw body with RAZORPAY_WEBHOOK_SECRET; ' +
    'X-Razorpay-Event-Id identifies the event, and a repeated delivery changes nothing.',
  responses: {
    200: jsonResponse(
      'Received; what it did',
      z.object({
        received: z.literal(true),
        outcome: z.enum([
          'granted',
          'already_paid',
          'duplicate',
          'ignored',
          'unknown_order',
          'amount_mismatch',
        ]),
      }),
    ),
    400: errorResponse('Bad signature, event id or body'),
    404: errorResponse('Razorpay is not configured'),
  },
});

export function registerPaymentRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(razorpayWebhookRoute, async (c) => {
    const { config, database } = c.get('deps');
    const credentials = razorpayCredentials(config);
    if (!credentials) throw notFound('Razorpay payments are not enabled.');
    const outcome = await receiveRazorpayWebhook(database.db, credentials, {
      rawBody: new Uint8Array(await c.req.arrayBuffer()),
      signature: c.req.header('x-razorpay-signature'),
      eventId: c.req.header('x-razorpay-event-id'),
    });
    if (outcome === 'amount_mismatch' || outcome === 'unknown_order') {
      c.get('log').warn({ outcome }, 'razorpay webhook for a payment we cannot match');
    }
    return c.json({ received: true as const, outcome }, 200);
  });
}
