import { Hono, type Context } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { apiPrefix } from '#server/http/api-path.ts';
import { downloadUrl, issueDownloadToken } from '#server/delivery/download-tokens.ts';
import { HttpError } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { rateLimit, type RateLimitRule } from '#server/http/rate-limit.ts';
import { findOrderBySession } from './order-repository.ts';
import { completePaidSession, resendDelivery, startCheckout } from './order-service.ts';
import { PaymentProviderError, WebhookSignatureError } from './payment-provider.ts';
import { handlePaymentEvent } from './webhook-service.ts';
import {
  checkoutRequestSchema,
  resendDeliveryRequestSchema,
  verifyPaymentRequestSchema,
  type VerifyPaymentResponse,
} from '#shared/contracts/checkout.ts';

const providerUnavailable = new HttpError(
  502,
  'payment_provider_unavailable',
  'We could not confirm your payment with our payment provider right now. Please try again in a moment.',
);

/** Opening checkouts, through the API or the checkout form posted without JavaScript. */
export const createPaymentLimit: RateLimitRule = {
  name: 'create-payment',
  points: 10,
  windowSeconds: 600,
  message: 'Too many payment attempts from your address.',
};

const paymentWebhookPath = '/stripe/webhook';

/** Stripe posts its webhook from its own servers; the signature the route checks vouches for it. */
export const isPaymentWebhook = (c: Context): boolean =>
  c.req.method === 'POST' && c.req.path === `${apiPrefix}${paymentWebhookPath}`;

/** The purchase over the API: open a checkout, verify it, resend the guide, and the provider's webhook. */
export function paymentRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.post('/create-payment', rateLimit(ctx.db, createPaymentLimit), async (c) => {
    const customer = await parseJsonBody(c, checkoutRequestSchema);
    return c.json(await startCheckout(ctx, customer));
  });

  routes.post(
    '/verify-payment',
    rateLimit(ctx.db, {
      name: 'verify-payment',
      points: 60,
      windowSeconds: 60,
      message: 'Too many verification requests.',
    }),
    async (c) => {
      const { session_id } = await parseJsonBody(c, verifyPaymentRequestSchema);
      // Only the provider's word counts; nothing the browser says marks an order paid.
      const session = await ctx.payments.retrieveSession(session_id).catch((error: unknown) => {
        if (error instanceof PaymentProviderError) throw providerUnavailable;
        throw error;
      });
      const completion = session
        ? await completePaidSession(ctx.db, session, ctx.logger)
        : undefined;
      if (completion?.newlyCompleted) ctx.mailer.nudge();
      const order = completion?.order;
      if (order?.status !== 'completed')
        return c.json({ success: false } satisfies VerifyPaymentResponse);
      const token = await issueDownloadToken(ctx.db, order.id);
      return c.json({
        success: true,
        customer_email: order.customerEmail,
        order_id: order.id,
        download_url: downloadUrl(ctx.config.siteUrl, token),
      } satisfies VerifyPaymentResponse);
    },
  );

  routes.post(
    '/resend-delivery',
    rateLimit(ctx.db, {
      name: 'resend-delivery',
      points: 3,
      windowSeconds: 3600,
      message: 'We have already resent your guide several times.',
    }),
    async (c) => {
      const { session_id } = await parseJsonBody(c, resendDeliveryRequestSchema);
      const order = await findOrderBySession(ctx.db, session_id);
      if (order?.status !== 'completed')
        throw new HttpError(404, 'not_found', 'We found no paid order for this payment.');
      await resendDelivery(ctx.db, order);
      ctx.mailer.nudge();
      return c.json({ ok: true as const });
    },
  );

  routes.post(paymentWebhookPath, async (c) => {
    const event = await ctx.payments
      .parseWebhook(await c.req.text(), c.req.header('Stripe-Signature'))
      .catch((error: unknown) => {
        if (error instanceof WebhookSignatureError)
          throw new HttpError(400, 'invalid_signature', error.message);
        throw error;
      });
    const outcome = await handlePaymentEvent(ctx.db, event, ctx.logger);
    if (outcome === 'handled') ctx.mailer.nudge();
    return c.json({ received: true, outcome });
  });

  return routes;
}
