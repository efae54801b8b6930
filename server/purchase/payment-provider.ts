import type { TaxPriceMode } from '#shared/contracts/admin-settings.ts';
import type { PaymentProviderName } from '#shared/contracts/checkout.ts';

/** What the shop needs from a payment provider: Stripe, or the built-in test provider. */

export interface CheckoutSessionInput {
  orderId: string;
  amountCents: number;
  currency: string;
  customerEmail: string;
  productName: string;
  /** Shown under the product's name (the code and what it took off), when there is one. */
  description?: string | undefined;
  /** When the payment page stops taking payment; the provider's default when undefined. */
  expiresAt?: Date | undefined;
  /**
   * Sales tax to compute on the buyer's billing address, `amountCents` being before the tax
   * ('exclusive') or including it ('inclusive'); undefined: no tax is charged.
   */
  taxPrices?: TaxPriceMode | undefined;
  /** Contains `{CHECKOUT_SESSION_ID}`, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
}

/** A checkout session as the provider reports it: the only word we trust about a payment. */
export interface SessionState {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  orderId: string | undefined;
  /** The whole charge, tax included. */
  amountCents: number | null;
  /** The sales tax within `amountCents`, as the provider computed it (0 without tax). */
  taxCents: number;
  currency: string | null;
  paymentIntentId: string | null;
  /** How the buyer paid, in the provider's words ('card', 'link', 'test'), once known. */
  paymentMethodKind: string | null;
}

export type PaymentEvent =
  | { id: string; type: 'session.completed'; session: SessionState }
  | { id: string; type: 'session.expired'; session: SessionState }
  /** A full refund of the payment of `orderId`, whatever state our copy of the order is in. */
  | { id: string; type: 'charge.refunded'; orderId: string; paymentIntentId: string }
  | { id: string; type: 'ignored'; providerType: string };

/** A full refund of one order's payment. */
export interface RefundInput {
  orderId: string;
  paymentIntentId: string;
  /** The whole charge: the net and the sales tax. */
  amountCents: number;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  /**
   * Closes an open payment page: true when it takes no payment any more (closed now or
   * before), false when it was paid. Throws PaymentProviderError when the provider cannot be
   * reached.
   */
  closeCheckoutSession(id: string): Promise<boolean>;
  /** Undefined when the provider does not know the id. */
  retrieveSession(id: string): Promise<SessionState | undefined>;
  /**
   * Checks the signature and reads the event; throws WebhookSignatureError when it does not
   * verify, and PaymentProviderError when the provider must be asked about it and cannot be.
   */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
  /**
   * Pays the order back. Asking again for the same order gives the same refund, never a
   * second one; throws PaymentProviderError when the provider cannot be reached or refuses.
   */
  refund(input: RefundInput): Promise<{ refundId: string }>;
}

/** The provider could not be reached or refused the request: the caller answers 502. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
