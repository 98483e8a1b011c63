import type { RazorpayCheckout } from '@seatscope/shared';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Razorpay Checkout hands its success handler; the server verifies the signature. */
export interface RazorpayPayment {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  handler: (payment: RazorpayPayment) => void;
  modal: { ondismiss: () => void };
}

type RazorpayConstructor = new (options: RazorpayOptions) => { open(): void };

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

/** Loads Razorpay's checkout script once, when a buyer first pays. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('Razorpay Checkout did not load.'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Razorpay Checkout could not be loaded. Check your connection.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay Checkout for a server-created order; null when the buyer closes it. */
export async function openRazorpayCheckout(
  order: RazorpayCheckout,
): Promise<RazorpayPayment | null> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve) => {
    new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: order.name,
      description: order.description,
      prefill: order.prefill,
      handler: (payment) => resolve(payment),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
