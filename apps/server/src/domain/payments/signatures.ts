import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's two signatures, both hex HMAC-SHA256:
// - Checkout's callback: over `${order_id}|${payment_id}` with the key secret;
// - webhooks: over the raw request body with the webhook secret.

export function hmacSha256Hex(secret: string, message: string | Uint8Array): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares a received hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex, 'hex');
  // Buffer.from drops what is not hex, so the lengths also catch malformed input.
  if (receivedHex.length !== expectedHex.length || received.length !== expected.length) {
    return false;
  }
  return timingSafeEqual(expected, received);
}

/** Checkout's success signature, for the order id WE stored (never the browser's). */
function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function verifyPaymentSignature(input: {
  keySecret: string;
  orderId: string;
  paymentId: string;
  signature: string;
}): boolean {
  return signatureMatches(
    paymentSignature(input.keySecret, input.orderId, input.paymentId),
    input.signature,
  );
}

/** A webhook's signature is over the exact bytes received, before any JSON parsing. */
export function verifyWebhookSignature(input: {
  webhookSecret: string;
  rawBody: Uint8Array;
  signature: string;
}): boolean {
  return signatureMatches(hmacSha256Hex(input.webhookSecret, input.rawBody), input.signature);
}
