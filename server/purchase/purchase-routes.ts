import { Hono, type Context } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { apiPrefix } from '#server/http/api-path.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { rateLimit } from '#server/http/rate-limit.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import { resendDelivery, startCheckout, verifyPayment } from './order-service.ts';
import { receivePaymentWebhook } from './webhook-service.ts';
import {
  checkoutRequestSchema,
  resendDeliveryRequestSchema,
  verifyPaymentRequestSchema,
} from '#shared/contracts/checkout.ts';

const paymentWebhookPath = '/stripe/webhook';

/** Stripe posts its webhook from its own servers; the signature the route checks vouches for it. */
export const isPaymentWebhook = (c: Context): boolean =>
  c.req.method === 'POST' && c.req.path === `${apiPrefix}${paymentWebhookPath}`;

/** The purchase over the API: open a checkout, verify it, resend the guide, and the provider's webhook. */
export function purchaseRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.post('/create-payment', rateLimit(ctx.db, rateLimitRules.createPayment), async (c) => {
    const customer = await parseJsonBody(c, checkoutRequestSchema);
    return c.json(await startCheckout(ctx, customer, clientIp(c)));
  });

  routes.post('/verify-payment', rateLimit(ctx.db, rateLimitRules.verifyPayment), async (c) => {
    const { session_id } = await parseJsonBody(c, verifyPaymentRequestSchema);
    return c.json(await verifyPayment(ctx, session_id));
  });

  routes.post('/resend-delivery', rateLimit(ctx.db, rateLimitRules.resendDelivery), async (c) => {
    const { session_id } = await parseJsonBody(c, resendDeliveryRequestSchema);
    await resendDelivery(ctx, session_id);
    return c.json({ ok: true as const });
  });

  routes.post(paymentWebhookPath, async (c) => {
    const signature = c.req.header('Stripe-Signature');
    const outcome = await receivePaymentWebhook(ctx, await c.req.text(), signature);
    return c.json({ received: true, outcome });
  });

  return routes;
}
