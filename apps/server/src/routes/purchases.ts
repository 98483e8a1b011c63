import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  completedPurchaseResponseSchema,
  createPurchaseBodySchema,
  createPurchaseResponseSchema,
  razorpayCallbackBodySchema,
} from '@seatscope/shared';
import type { AppEnv } from '../http/context';
import { requireViewer } from '../http/viewer';
import {
  confirmRazorpayPayment,
  createPurchase,
  simulatePurchaseSuccess,
} from '../domain/purchases';
import { errorResponse, jsonBody, jsonResponse } from './responses';

const errors = (...statuses: (400 | 401 | 403 | 404 | 409 | 502 | 503)[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponse(errorDescriptions[status])]));

const errorDescriptions = {
  400: 'Invalid input or signature',
  401: 'Not signed in',
  403: 'Not allowed with the configured payment provider',
  404: 'No such package or purchase for this user',
  409: 'Already entitled, offer ended, or wrong provider for this purchase',
  502: 'The payment provider could not be reached',
  503: 'Payments are not configured on this server',
};

const paidResponse = jsonResponse(
  'The purchase, paid; the package is granted from the next request on',
  completedPurchaseResponseSchema,
);

const purchaseIdParams = z.object({
  id: z
    .string()
    .max(100)
    .regex(/^pur_[A-Za-z0-9_-]+$/, 'must be a purchase id'),
});

const createPurchaseRoute = createRoute({
  method: 'post',
  path: '/api/purchases',
  tags: ['purchases'],
  summary: 'Start buying a package (the amount comes from the catalogue; a retry returns the same)',
  request: {
    body: jsonBody(createPurchaseBodySchema),
  },
  responses: {
    200: jsonResponse(
      'The open purchase, and the Razorpay order to check out when Razorpay is used',
      createPurchaseResponseSchema,
    ),
    ...errors(400, 401, 404, 409, 502, 503),
  },
});

const simulateRoute = createRoute({
  method: 'post',
  path: '/api/purchases/{id}/simulate-success',
  tags: ['purchases'],
  summary: 'Complete your own purchase without payment (only with PAYMENTS_PROVIDER=simulated)',
  request: { params: purchaseIdParams },
  responses: {
    200: paidResponse,
    ...errors(400, 401, 403, 404, 409),
  },
});

const razorpayCallbackRoute = createRoute({
  method: 'post',
  path: '/api/purchases/{id}/razorpay-callback',
  tags: ['purchases'],
  summary: "Razorpay Checkout's success callback, verified against the stored order",
  request: {
    params: purchaseIdParams,
    body: jsonBody(razorpayCallbackBodySchema),
  },
  responses: {
    200: paidResponse,
    ...errors(400, 401, 403, 404),
  },
});

export function registerPurchaseRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(createPurchaseRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { config, database } = c.get('deps');
    const { packageId } = c.req.valid('json');
    const created = await createPurchase({ db: database.db, config }, viewer, packageId);
    return c.json(created, 200);
  });

  app.openapi(simulateRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { config, database } = c.get('deps');
    const completed = await simulatePurchaseSuccess(
      { db: database.db, config },
      viewer.userId,
      c.req.valid('param').id,
    );
    return c.json({ purchase: completed }, 200);
  });

  app.openapi(razorpayCallbackRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { config, database } = c.get('deps');
    const body = c.req.valid('json');
    const completed = await confirmRazorpayPayment(
      { db: database.db, config },
      viewer.userId,
      c.req.valid('param').id,
      {
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      },
    );
    return c.json({ purchase: completed }, 200);
  });
}
