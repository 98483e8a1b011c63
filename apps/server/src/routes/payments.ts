import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { razorpayCredentials } from '../domain/payments/provider';
import { razorpayApi } from '../domain/payments/razorpay-api';
import { receiveRazorpayWebhook, WEBHOOK_OUTCOMES } from '../domain/razorpay-webhook';
import { INCIDENT_REASONS } from '../domain/captured-payments';
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
    'a repeated delivery of the same payment changes nothing, whatever its X-Razorpay-Event-Id ' +
    '(unsigned). A captured payment that cannot pay its purchase is refunded and recorded.',
  responses: {
    200: jsonResponse(
      'Received; what it did',
      z.object({
        received: z.literal(true),
        outcome: z.enum(WEBHOOK_OUTCOMES),
        reason: z.enum(INCIDENT_REASONS).nullable(),
      }),
    ),
    400: errorResponse('Bad signature or body'),
    404: errorResponse('Razorpay is not configured'),
    502: errorResponse('Razorpay could not be asked about the order; deliver again'),
  },
});

export function registerPaymentRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(razorpayWebhookRoute, async (c) => {
    const { config, database } = c.get('deps');
    const credentials = razorpayCredentials(config);
    if (!credentials) throw notFound('Razorpay payments are not enabled.');
    const api = razorpayApi(config.RAZORPAY_API_URL, credentials);
    const { outcome, reason } = await receiveRazorpayWebhook(database.db, credentials, api, {
      rawBody: new Uint8Array(await c.req.arrayBuffer()),
      signature: c.req.header('x-razorpay-signature'),
      eventId: c.req.header('x-razorpay-event-id'),
    });
    if (outcome === 'refunded' || outcome === 'needs_attention') {
      c.get('log').warn(
        { outcome, reason },
        'razorpay payment that could not pay its purchase; see npm run admin -- payments',
      );
    }
    return c.json({ received: true as const, outcome, reason }, 200);
  });
}
