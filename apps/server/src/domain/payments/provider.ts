import type { AppConfig } from '../../config/env';
import { DomainError } from '../../common/errors';
import { razorpayApi } from './razorpay-api';
import type { PaymentProvider, RazorpayCredentials } from './types';

const simulated: PaymentProvider = {
  name: 'simulated',
  createOrder: () => Promise.resolve(null),
};

/**
 * The configured provider (PAYMENTS_PROVIDER, or razorpay when its keys are set); a 503 when
 * payments are not configured (production with neither).
 */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  if (config.paymentsProvider === null) {
    throw new DomainError('not_configured', 'payments_unavailable', 'Payments are not configured.');
  }
  if (config.paymentsProvider === 'simulated') return simulated;
  const credentials = razorpayCredentials(config);
  // buildConfig refuses razorpay without its keys, so this is a programming error.
  if (!credentials) throw new Error('Razorpay is selected but its keys are not configured');
  const api = razorpayApi(config.RAZORPAY_API_URL, credentials);
  return { name: 'razorpay', createOrder: (request) => api.createOrder(request) };
}

/** Razorpay's keys, or null unless all three are configured. */
export function razorpayCredentials(config: AppConfig): RazorpayCredentials | null {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = config;
  if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET) return null;
  return {
    keyId: RAZORPAY_KEY_ID,
    keySecret: RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_WEBHOOK_SECRET,
  };
}

/**
 * What an operator must be told at start: a production server that sells nothing, or one that
 * gives packages away (the simulated checkout, set on purpose for a test deployment).
 */
export function paymentsWarning(config: AppConfig): string | null {
  if (config.NODE_ENV !== 'production') return null;
  if (config.paymentsProvider === null) {
    return 'Payments are not configured: purchases answer 503. Set the RAZORPAY_* keys, or PAYMENTS_PROVIDER=simulated for a test deployment.';
  }
  if (config.paymentsProvider === 'simulated') {
    return 'PAYMENTS_PROVIDER=simulated in production: test mode, anyone can complete a purchase without paying.';
  }
  return null;
}
