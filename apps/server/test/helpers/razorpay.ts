import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mulberry32 } from './seeded-draws';

interface OrdersApiRequest {
  authorization: string | undefined;
  body: { amount: number; currency: string; receipt?: string; notes?: Record<string, string> };
}

interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
}

interface FakePayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  refundId: string | null;
}

export interface FakeRazorpay {
  url: string;
  /** Every POST /v1/orders that reached the server. */
  requests: OrdersApiRequest[];
  /** Every order created, in order of creation. */
  orders: FakeOrder[];
  /** Every refund made: the payment and the amount given back. */
  refunds: { paymentId: string; amount: number; refundId: string }[];
  /** Answer the next `count` order requests with 503. */
  failNext(count: number): void;
  /** Answer the next `count` refund requests with 503. */
  failNextRefunds(count: number): void;
  /**
   * A buyer pays the order and the payment is captured, as Checkout would; answers the
   * payment.captured webhook body Razorpay would send (amount and currency may be overridden to
   * play a provider that got them wrong).
   */
  pay(orderId: string, overrides?: { amount?: number; currency?: string }): FakeCapture;
  close(): Promise<void>;
}

interface FakeCapture {
  paymentId: string;
  body: string;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local HTTP server speaking the part of Razorpay's Orders API the server uses: POST
 * /v1/orders with basic auth (key id and secret), answering an order like Razorpay's.
 */
export async function startFakeRazorpay(credentials: {
  keyId: string;
  keySecret: string;
}): Promise<FakeRazorpay> {
  const expectedAuth = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;
  const requests: OrdersApiRequest[] = [];
  const orders: FakeOrder[] = [];
  const payments = new Map<string, FakePayment>();
  const refunds: FakeRazorpay['refunds'] = [];
  let failures = 0;
  let refundFailures = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const error = (status: number, code: string, description: string) =>
        send(status, { error: { code, description } });
      if (request.headers.authorization !== expectedAuth && request.url !== '/v1/orders') {
        return error(401, 'BAD_REQUEST_ERROR', 'Authentication failed');
      }
      const orderPath = /^\/v1\/orders\/([^/]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && orderPath) {
        const order = orders.find((candidate) => candidate.id === orderPath[1]);
        if (!order) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        return send(200, { ...order, entity: 'order', status: 'created' });
      }
      const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '');
      if (request.method === 'POST' && refundPath) {
        const refund = JSON.parse(await readBody(request)) as { amount?: number };
        if (refundFailures > 0) {
          refundFailures -= 1;
          return error(503, 'SERVER_ERROR', 'Service unavailable');
        }
        const payment = payments.get(refundPath[1] ?? '');
        if (!payment) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        if (payment.refundId) {
          return error(400, 'BAD_REQUEST_ERROR', 'The payment has been fully refunded already');
        }
        const amount = refund.amount ?? payment.amount;
        if (amount > payment.amount) {
          return error(400, 'BAD_REQUEST_ERROR', 'The refund amount exceeds the payment amount');
        }
        payment.refundId = `rfnd_${randomBytes(7).toString('hex')}`;
        refunds.push({ paymentId: payment.id, amount, refundId: payment.refundId });
        return send(200, {
          id: payment.refundId,
          entity: 'refund',
          amount,
          currency: payment.currency,
          payment_id: payment.id,
          status: 'processed',
        });
      }
      if (request.method !== 'POST' || request.url !== '/v1/orders') {
        return error(404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
      }
      const body = JSON.parse(await readBody(request)) as OrdersApiRequest['body'];
      requests.push({ authorization: request.headers.authorization, body });
      if (failures > 0) {
        failures -= 1;
        return error(503, 'SERVER_ERROR', 'Service unavailable');
      }
      if (request.headers.authorization !== expectedAuth) {
        return error(401, 'BAD_REQUEST_ERROR', 'Authentication failed');
      }
      if (!Number.isInteger(body.amount) || body.amount < 100) {
        return error(400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
      }
      const order: FakeOrder = {
        id: `order_${randomBytes(7).toString('hex')}`,
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt ?? null,
        notes: body.notes ?? {},
      };
      orders.push(order);
      send(200, {
        id: order.id,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt ?? null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? [],
        created_at: Math.floor(Date.now() / 1000),
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    orders,
    refunds,
    failNext: (count) => {
      failures = count;
    },
    failNextRefunds: (count) => {
      refundFailures = count;
    },
    pay: (orderId, overrides = {}) => {
      const order = orders.find((candidate) => candidate.id === orderId);
      if (!order) throw new Error(`the stand-in has no order ${orderId}`);
      const payment: FakePayment = {
        id: `pay_${randomBytes(7).toString('hex')}`,
        orderId,
        amount: overrides.amount ?? order.amount,
        currency: overrides.currency ?? order.currency,
        refundId: null,
      };
      payments.set(payment.id, payment);
      return {
        paymentId: payment.id,
        body: paymentCapturedEvent({
          orderId,
          paymentId: payment.id,
          amountPaise: payment.amount,
          currency: payment.currency,
        }),
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A webhook body as Razorpay sends it for a captured payment. */
export function paymentCapturedEvent(input: {
  orderId: string;
  paymentId: string;
  amountPaise: number;
  currency?: string;
}): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: input.paymentId,
          entity: 'payment',
          amount: input.amountPaise,
          currency: input.currency ?? 'INR',
          status: 'captured',
          order_id: input.orderId,
          method: 'upi',
          captured: true,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

export function signHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** A deterministic shuffle (mulberry32), so a failing order can be replayed. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = mulberry32(seed);
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** Runs tasks with at most `limit` in flight. */
export async function runConcurrently<T>(
  tasks: readonly (() => Promise<T>)[],
  limit: number,
): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
