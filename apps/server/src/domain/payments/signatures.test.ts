import { describe, expect, it } from 'vitest';
import {
  hmacSha256Hex,
  signatureMatches,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from './signatures';

// Expected values computed independently with `openssl dgst -sha256 -hmac KEY`.
const payment = {
  keySecret: 'EnLs21M47BllR3X8PSFtjtbd',
  orderId: 'order_IEIaMR65cu6nz3',
  paymentId: 'pay_IH4NVgf4Dreq1l',
  signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
};
const webhook = {
  webhookSecret: 'whsec_test_123',
  rawBody: new TextEncoder().encode(
    '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_29QQoUBi66xm2f","order_id":"order_9A33XWu170gUtm","amount":117882}}}}',
  ),
  signature: '4dedcb388b08e78519ba08989cc97c62e06bb69527e689cadccc631145cb9e45',
};

/** The signature with one hex character changed at each position. */
function everyOneCharacterChange(signature: string): string[] {
  return [...signature].map((character, index) => {
    const replacement = character === '0' ? '1' : '0';
    return signature.slice(0, index) + replacement + signature.slice(index + 1);
  });
}

describe('Razorpay signatures', () => {
  it('matches the RFC 4231 HMAC-SHA256 vector', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('accepts the golden checkout signature over order id "|" payment id', () => {
    expect(verifyPaymentSignature(payment)).toBe(true);
    expect(verifyPaymentSignature({ ...payment, signature: payment.signature.toUpperCase() })).toBe(
      true,
    );
  });

  it('rejects a checkout signature with any one character changed', () => {
    const tampered = everyOneCharacterChange(payment.signature);
    expect(tampered).toHaveLength(64);
    for (const signature of tampered) {
      expect(verifyPaymentSignature({ ...payment, signature })).toBe(false);
    }
  });

  it('rejects a checkout signature for another order or payment, or with another secret', () => {
    expect(verifyPaymentSignature({ ...payment, orderId: 'order_IEIaMR65cu6nz4' })).toBe(false);
    expect(verifyPaymentSignature({ ...payment, paymentId: 'pay_IH4NVgf4Dreq1m' })).toBe(false);
    expect(verifyPaymentSignature({ ...payment, keySecret: 'EnLs21M47BllR3X8PSFtjtbe' })).toBe(
      false,
    );
  });

  it('accepts the golden webhook signature over the raw body', () => {
    expect(verifyWebhookSignature(webhook)).toBe(true);
  });

  it('rejects a webhook whose body or signature differs by one character', () => {
    for (const signature of everyOneCharacterChange(webhook.signature)) {
      expect(verifyWebhookSignature({ ...webhook, signature })).toBe(false);
    }
    const body = new TextDecoder().decode(webhook.rawBody).replace('117882', '117883');
    expect(verifyWebhookSignature({ ...webhook, rawBody: new TextEncoder().encode(body) })).toBe(
      false,
    );
    // Same JSON, different bytes: the signature is over bytes, not over parsed JSON.
    const spaced = new TextDecoder().decode(webhook.rawBody).replace('":', '": ');
    expect(verifyWebhookSignature({ ...webhook, rawBody: new TextEncoder().encode(spaced) })).toBe(
      false,
    );
  });

  it('rejects malformed signatures without throwing', () => {
    for (const signature of ['', 'zz', webhook.signature.slice(1), `${webhook.signature}00`]) {
      expect(verifyWebhookSignature({ ...webhook, signature })).toBe(false);
    }
    expect(signatureMatches('ab', 'zz')).toBe(false);
  });
});
