import type { Hono } from 'hono';
import Stripe from 'stripe';
import type { StripeStandIn } from './stripe-stand-in.ts';

/** The webhook secret the test app is given, so that the stand-in's events verify. */
export const standInWebhookSecret = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

/** The configuration that points the test app at the Stripe stand-in. */
export function standInStripeEnv(stripe: StripeStandIn): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: standInWebhookSecret,
    STRIPE_API_URL: stripe.url,
  };
}

/** A webhook posted as Stripe posts it, signed with `secret` (the app's, unless told). */
export function sendSignedWebhook(app: Hono, payload: string, secret = standInWebhookSecret) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return app.request('/api/stripe/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  });
}
