import { Hono } from 'hono';
import { html } from 'hono/html';
import type { ServerContext } from '#server/context.ts';
import { simplePage } from '#server/http/simple-page.ts';
import { completePaidSession } from './order-service.ts';
import { canceledCheckoutPath } from '#shared/contracts/checkout.ts';
import { formatAmount } from '#shared/money.ts';
import { canceledCheckoutPathOf, discountLine } from './checkout-lines.ts';
import { findOrder } from './order-repository.ts';
import { payTestSession, testCheckoutPath, testSessionExpired } from './test-provider.ts';
import { findTestSession } from './test-session-repository.ts';

const resultPath = (sessionId: string) => `/success?session_id=${encodeURIComponent(sessionId)}`;

/**
 * The hosted checkout page of the built-in test provider: it looks like a payment
 * page, says plainly that nothing is charged, and works without JavaScript.
 */
export function testCheckoutRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get('/:sessionId', async (c) => {
    const session = await findTestSession(ctx.db, c.req.param('sessionId'));
    if (!session) {
      return simplePage(c, {
        title: 'Payment session not found',
        status: 404,
        body: html`<h1>Payment session not found</h1>
          <p>This payment link is not valid. Start again from the checkout page.</p>
          <p class="actions"><a class="button" href="/checkout">Back to checkout</a></p>`,
      });
    }
    if (session.status === 'complete') return c.redirect(resultPath(session.id), 303);
    const order = await findOrder(ctx.db, session.orderId);
    const cancelPath = order ? canceledCheckoutPathOf(order) : canceledCheckoutPath;
    if (testSessionExpired(session, ctx.clock())) {
      return simplePage(c, {
        title: 'Payment page expired',
        status: 410,
        body: html`<h1>Payment page expired</h1>
          <p>
            This payment page has expired and nothing was charged. Start again from the checkout.
          </p>
          <p class="actions"><a class="button" href="${cancelPath}">Back to checkout</a></p>`,
      });
    }
    const amount = `$${formatAmount(session.amountCents / 100)}`;
    // The line Stripe's page shows under the guide's name.
    const discount = order ? discountLine(order) : undefined;
    return simplePage(c, {
      title: 'Test payment',
      body: html`<p class="notice">
          <strong>Test mode - no real charge.</strong> No card is needed and no money moves.
        </p>
        <h1>Pay {{brand}}</h1>
        <p>
          {{guideName}}
          <strong class="amount">${amount} <small>${session.currency.toUpperCase()}</small></strong>
        </p>
        ${discount ? html`<p>${discount}</p>` : ''}
        <p>Receipt and guide go to <strong>${session.customerEmail}</strong>.</p>
        <form method="post" class="actions">
          <button class="button" type="submit">Pay ${amount}</button>
          <a href="${cancelPath}">Cancel</a>
        </form>`,
    });
  });

  routes.post('/:sessionId', async (c) => {
    const sessionId = c.req.param('sessionId');
    const paid = await payTestSession(ctx.db, sessionId, ctx.clock());
    // What Stripe's webhook does for a real payment: complete the order right away.
    if (paid) await completePaidSession(ctx, paid);
    const session = paid ?? (await findTestSession(ctx.db, sessionId));
    // Unknown or expired: the page says so.
    if (session?.status !== 'complete')
      return c.redirect(`${testCheckoutPath}/${encodeURIComponent(sessionId)}`, 303);
    return c.redirect(resultPath(sessionId), 303);
  });

  return routes;
}
