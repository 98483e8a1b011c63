export interface OrderRequest {
  purchaseId: string;
  amountPaise: number;
  currency: string;
  notes: Record<string, string>;
}

/** Where money is taken. The server creates orders; the amount always comes from the catalogue. */
export interface PaymentProvider {
  name: 'simulated' | 'razorpay';
  /** The provider's order id for a new purchase, or null when the provider has no orders. */
  createOrder(request: OrderRequest): Promise<string | null>;
}

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}
