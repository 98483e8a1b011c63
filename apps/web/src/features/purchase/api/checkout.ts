import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  completedPurchaseResponseSchema,
  createPurchaseResponseSchema,
  type PackageId,
  type Purchase,
} from '@seatscope/shared';
import { apiRequest } from '@/lib/api-client';
import { openRazorpayCheckout } from '../lib/razorpay-checkout';

type CheckoutOutcome = { status: 'paid'; purchase: Purchase } | { status: 'dismissed' };

/**
 * Buys a package with the configured provider: a purchase is created on the server (which sets
 * the amount), then either simulated or paid in Razorpay Checkout and verified by the server.
 */
async function checkout(packageId: PackageId): Promise<CheckoutOutcome> {
  const created = await apiRequest('/api/purchases', createPurchaseResponseSchema, {
    method: 'POST',
    body: { packageId },
  });
  const { purchase } = created;
  if (!created.razorpay) {
    const paid = await apiRequest(
      `/api/purchases/${encodeURIComponent(purchase.id)}/simulate-success`,
      completedPurchaseResponseSchema,
      { method: 'POST' },
    );
    return { status: 'paid', purchase: paid.purchase };
  }
  const payment = await openRazorpayCheckout(created.razorpay);
  if (!payment) return { status: 'dismissed' };
  const verified = await apiRequest(
    `/api/purchases/${encodeURIComponent(purchase.id)}/razorpay-callback`,
    completedPurchaseResponseSchema,
    { method: 'POST', body: payment },
  );
  return { status: 'paid', purchase: verified.purchase };
}

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSuccess: async (outcome) => {
      // Entitlement changes what every screen may show: refetch all of it.
      if (outcome.status === 'paid') await queryClient.invalidateQueries();
    },
  });
}
