import { Hono } from 'hono';
import { sendContactMessage } from '#server/contact/contact-service.ts';
import type { ServerContext } from '#server/context.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { rateLimit } from '#server/http/rate-limit.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import { subscribe } from '#server/newsletter/newsletter-service.ts';
import { thankYouEmailRequestSchema } from '#shared/contracts/messages.ts';

/**
 * `POST /send-thank-you-email` (under /api): a newsletter sign-up or a contact message.
 * Both send mail to an address anyone can type in: each is limited per client here, and its
 * mail to that address per address in its service (confirmationMailCaps, ackMailCaps).
 */
export function thankYouEmailRoutes(ctx: ServerContext): Hono {
  const limits = {
    subscription: rateLimit(ctx.db, rateLimitRules.subscription),
    contact: rateLimit(ctx.db, rateLimitRules.contact),
  };

  const routes = new Hono();
  routes.post('/send-thank-you-email', async (c) => {
    const request = await parseJsonBody(c, thankYouEmailRequestSchema);
    // Only valid requests count: a typo in the form must not use up the visitor's attempts.
    await limits[request.type](c, () => Promise.resolve());
    const ip = clientIp(c);
    if (request.type === 'subscription') {
      // The answer is the same whether or not the address was already subscribed.
      await subscribe(ctx, {
        email: request.email,
        ip,
        notifyWhenGuideReady: request.notify_when_guide_ready,
      });
    } else {
      // From the contact form or handed over by the chat: one service, one limit.
      await sendContactMessage(ctx, { ...request, ip });
    }
    return c.json({ ok: true });
  });
  return routes;
}
