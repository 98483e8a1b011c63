import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

// The headers every answer carries (docs/decisions/0020-safe-by-default.md,
// docs/security.md#headers-and-caching).

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';
const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeadersOptions {
  /** `'sha256-…'` sources of the inline scripts the app's pages hold. */
  inlineScripts: string[];
  /** Believe X-Forwarded-Proto (the server is behind the proxies TRUSTED_PROXIES names). */
  trustForwardedProto: boolean;
}

export function securityHeaders({
  inlineScripts,
  trustForwardedProto,
}: SecurityHeadersOptions): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Inline scripts by hash only; Razorpay's Checkout is the one script from elsewhere.
      scriptSrc: ["'self'", ...inlineScripts, RAZORPAY_CHECKOUT],
      // Radix and sonner add style elements and attributes at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Institute logos are links in the data.
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", RAZORPAY_API, 'https://lumberjack.razorpay.com'],
      frameSrc: [RAZORPAY_API, RAZORPAY_CHECKOUT],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Razorpay opens a bank's page in a window it must be able to talk to.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    strictTransportSecurity: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      usb: [],
      payment: ['self', RAZORPAY_API],
    },
  });
  return async (c, next) => {
    await headers(c, next);
    const forwardedProto = trustForwardedProto
      ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
      : undefined;
    const https = (forwardedProto ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
    // Only an answer that came over HTTPS may tell the browser to insist on it.
    if (https) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}

/** User data is never stored by a browser or proxy cache unless a route says otherwise. */
export function privateByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control'))
      c.res.headers.set('Cache-Control', 'private, no-store');
  };
}
