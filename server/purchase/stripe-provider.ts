import Stripe from 'stripe';
import type { Config } from '#server/config/env.ts';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutSession,
  type CheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type SessionState,
} from './payment-provider.ts';

type StripeConfig = NonNullable<Config['stripe']>;

/**
 * Stripe's product tax code for the guide: "Digital Books - downloaded - non subscription -
 * with permanent rights" (docs.stripe.com/tax/tax-codes; docs/decisions/108).
 */
export const guideTaxCode = 'txcd_10302000';

/**
 * What a session asks of Stripe Tax: tax computed on the billing address Checkout collects
 * (automatic tax makes it ask for what the calculation needs), the price before or including it.
 */
function taxParams(input: CheckoutSessionInput) {
  if (!input.taxPrices) return { line: {}, product: {}, session: {} };
  return {
    line: { tax_behavior: input.taxPrices },
    product: { tax_code: guideTaxCode },
    session: { automatic_tax: { enabled: true } },
  };
}

const sessionStatuses = ['open', 'complete', 'expired'] as const;

function sessionStatus(status: string | null): SessionState['status'] {
  return sessionStatuses.find((known) => known === status) ?? 'open';
}

/**
 * How the buyer paid: the payment intent's method when the session was read with it expanded,
 * else the first method the session offered (webhook events carry no expansions).
 */
function paymentMethodKind(session: Stripe.Checkout.Session): string | null {
  if (session.payment_status !== 'paid') return null;
  const intent = session.payment_intent;
  const method = typeof intent === 'object' ? intent?.payment_method : undefined;
  if (method && typeof method === 'object') return method.type;
  return session.payment_method_types[0] ?? null;
}

function sessionState(session: Stripe.Checkout.Session): SessionState {
  const intent = session.payment_intent;
  return {
    id: session.id,
    status: sessionStatus(session.status),
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    orderId: session.metadata?.order_id ?? session.client_reference_id ?? undefined,
    amountCents: session.amount_total,
    taxCents: session.total_details?.amount_tax ?? 0,
    currency: session.currency,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    paymentMethodKind: paymentMethodKind(session),
  };
}

/**
 * The order a payment intent paid for, from the Checkout Session that made it. Our own
 * copy of the intent id cannot be used: it is stored at completion, and Stripe may send
 * a refund before the completion. Stripe being unreachable throws, so the webhook fails
 * before anything is recorded and Stripe delivers it again.
 */
async function orderIdOfPaymentIntent(
  stripe: Stripe,
  paymentIntentId: string,
): Promise<string | undefined> {
  try {
    const { data } = await stripe.checkout.sessions.list({
      payment_intent: paymentIntentId,
      limit: 1,
    });
    return data[0] ? sessionState(data[0]).orderId : undefined;
  } catch (error) {
    throw new PaymentProviderError(
      `Stripe could not be asked about the session of ${paymentIntentId}: ${String(error)}`,
      { cause: error },
    );
  }
}

async function refundEvent(
  stripe: Stripe,
  event: Stripe.ChargeRefundedEvent,
): Promise<PaymentEvent> {
  const ignored: PaymentEvent = { id: event.id, type: 'ignored', providerType: event.type };
  const charge = event.data.object;
  const intent = charge.payment_intent;
  const paymentIntentId = typeof intent === 'string' ? intent : intent?.id;
  // A partial refund leaves the buyer's access alone.
  if (!paymentIntentId || !charge.refunded) return ignored;
  // Charges inherit the payment intent's metadata, where checkout put the order id;
  // Stripe is asked only for a charge that lacks it.
  const orderId =
    charge.metadata.order_id ?? (await orderIdOfPaymentIntent(stripe, paymentIntentId));
  // No order id: a payment on the same Stripe account that did not come from our checkout.
  if (!orderId) return ignored;
  return { id: event.id, type: 'charge.refunded', orderId, paymentIntentId };
}

async function toPaymentEvent(stripe: Stripe, event: Stripe.Event): Promise<PaymentEvent> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { id: event.id, type: 'session.completed', session: sessionState(event.data.object) };
    case 'checkout.session.expired':
      return { id: event.id, type: 'session.expired', session: sessionState(event.data.object) };
    case 'charge.refunded':
      return refundEvent(stripe, event);
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  );
}

/** Stripe Checkout through the official SDK. `apiUrl` points it at a local stand-in in tests. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const target = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(target
      ? {
          host: target.hostname,
          port: target.port,
          protocol: target.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  return {
    name: 'stripe',

    async createCheckoutSession(input): Promise<CheckoutSession> {
      const tax = taxParams(input);
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amountCents,
                  ...tax.line,
                  product_data: {
                    name: input.productName,
                    ...(input.description ? { description: input.description } : {}),
                    ...tax.product,
                  },
                },
              },
            ],
            ...tax.session,
            ...(input.expiresAt
              ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) }
              : {}),
            customer_email: input.customerEmail,
            client_reference_id: input.orderId,
            metadata: { order_id: input.orderId },
            payment_intent_data: { metadata: { order_id: input.orderId } },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          // A retried request for the same order never opens a second session.
          { idempotencyKey: `checkout-${input.orderId}` },
        );
        if (!session.url)
          throw new PaymentProviderError('Stripe returned a session without a URL.');
        return { id: session.id, url: session.url };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw new PaymentProviderError(`Stripe refused the checkout session: ${String(error)}`, {
          cause: error,
        });
      }
    },

    async closeCheckoutSession(id) {
      try {
        await stripe.checkout.sessions.expire(id);
        return true;
      } catch (error) {
        // Stripe expires only open sessions: one it refuses was paid or closed before.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError))
          throw new PaymentProviderError(`Stripe could not close ${id}: ${String(error)}`, {
            cause: error,
          });
        const session = await this.retrieveSession(id);
        return session?.status !== 'complete';
      }
    },

    async retrieveSession(id) {
      try {
        // With the payment method, to name it on the receipt.
        const session = await stripe.checkout.sessions.retrieve(id, {
          expand: ['payment_intent.payment_method'],
        });
        return sessionState(session);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw new PaymentProviderError(`Stripe could not be asked about ${id}: ${String(error)}`, {
          cause: error,
        });
      }
    },

    async parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      const event = await stripe.webhooks
        .constructEventAsync(rawBody, signature, config.webhookSecret)
        .catch((error: unknown) => {
          throw new WebhookSignatureError(
            `The webhook signature does not verify: ${String(error)}`,
            { cause: error },
          );
        });
      // Outside the signature check: a Stripe outage while reading a genuine event must not
      // pass for a forgery (400, never redelivered).
      return toPaymentEvent(stripe, event);
    },

    async refund(input) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amountCents,
            metadata: { order_id: input.orderId },
          },
          // A second click, a retry or a second instance gets the same refund back.
          { idempotencyKey: `refund-${input.orderId}` },
        );
        return { refundId: refund.id };
      } catch (error) {
        throw new PaymentProviderError(
          `Stripe refused the refund of ${input.orderId}: ${String(error)}`,
          { cause: error },
        );
      }
    },
  };
}
