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

/** The calls made to Razorpay; each throws a DomainError 'unavailable' when it cannot answer. */
export interface RazorpayApi {
  createOrder(request: OrderRequest): Promise<string>;
  /** An order's notes, or null when Razorpay has no such order. */
  fetchOrderNotes(orderId: string): Promise<Record<string, string> | null>;
  /** Refunds a captured payment; answers the refund's id. */
  refundPayment(paymentId: string, amountPaise: number): Promise<string>;
}

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}
