import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context';
import { errorBody } from './errors';

/** JSON bodies: the largest the API takes (a profile, a sign-up) is well under 2 KB. */
const JSON_BODY_LIMIT_BYTES = 64 * 1024;
/** Razorpay's webhook: a payment event with its entities is a few KB. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;
const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

const limitOf = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(
        errorBody(
          'payload_too_large',
          `The request body is too large (at most ${Math.round(maxSize / 1024)} KB).`,
        ),
        413,
      ),
  });

const jsonLimit = limitOf(JSON_BODY_LIMIT_BYTES);
const webhookLimit = limitOf(WEBHOOK_BODY_LIMIT_BYTES);

/**
 * A size limit on every request body, before anything parses, authenticates or checks a
 * signature: refused from Content-Length at once, and while streaming when there is none, so at
 * most the limit is ever held in memory.
 */
export function bodySizeLimit(): MiddlewareHandler<AppEnv> {
  return (c, next) => (c.req.path === WEBHOOK_PATH ? webhookLimit(c, next) : jsonLimit(c, next));
}
