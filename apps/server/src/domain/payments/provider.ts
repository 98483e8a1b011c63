import type { AppConfig } from '../../config/env';
import { createRazorpayOrder } from './razorpay-orders';
import type { PaymentProvider, RazorpayCredentials } from './types';

const simulated: PaymentProvider = {
  name: 'simulated',
  createOrder: () => Promise.resolve(null),
};

/** The configured provider (PAYMENTS_PROVIDER, or razorpay when its keys are set). */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  if (config.paymentsProvider === 'simulated') return simulated;
  const credentials = razorpayCredentials(config);
  // buildConfig refuses razorpay without its keys, so this is a programming error.
  if (!credentials) throw new Error('Razorpay is selected but its keys are not configured');
  return {
    name: 'razorpay',
    createOrder: (request) => createRazorpayOrder(config.RAZORPAY_API_URL, credentials, request),
  };
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
