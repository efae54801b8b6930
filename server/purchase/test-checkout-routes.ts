import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { serverPage } from '#server/http/server-page.tsx';
import { completePaidSession } from './order-service.ts';
import { canceledCheckoutPath } from '#shared/contracts/checkout.ts';
import { formatAmount } from '#shared/money.ts';
import { canceledCheckoutPathOf, discountLine } from './checkout-lines.ts';
import { findOrder } from '#server/orders/orders.ts';
import { payTestSession, testCheckoutPath, testSessionExpired } from './test-provider.ts';
import { findTestSession, type TestSession } from './test-session-repository.ts';
import {
  sessionExpiredPage,
  sessionNotFoundPage,
  testPaymentPage,
  type TestPayment,
} from './test-checkout-pages.tsx';
import { salesTaxCopy } from '#content/sales-tax.ts';
import type { TaxPriceMode } from '#shared/contracts/admin-settings.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';

const dollars = (cents: number) => `$${formatAmount(cents / 100)}`;

/** The figures of a session that charges the simulated tax: before tax, the tax, the total. */
function taxLines(
  session: TestSession,
  prices: TaxPriceMode | null | undefined,
  ratePercent: number,
): TestPayment['tax'] {
  if (session.taxCents === 0 || !prices) return undefined;
  return {
    lines: [
      { label: salesTaxCopy.beforeTax, amount: dollars(session.amountCents - session.taxCents) },
      {
        label: prices === 'inclusive' ? salesTaxCopy.taxIncluded : salesTaxCopy.tax,
        amount: dollars(session.taxCents),
      },
      { label: salesTaxCopy.total, amount: dollars(session.amountCents) },
    ],
    note: fillPlaceholders(salesTaxCopy.simulated, { rate: String(ratePercent) }),
  };
}

const resultPath = (sessionId: string) => `/success?session_id=${encodeURIComponent(sessionId)}`;

/** The hosted checkout page of the built-in test provider (test-checkout-pages.tsx). */
export function testCheckoutRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get('/:sessionId', async (c) => {
    const session = await findTestSession(ctx.db, c.req.param('sessionId'));
    if (!session) {
      return serverPage(c, sessionNotFoundPage);
    }
    if (session.status === 'complete') return c.redirect(resultPath(session.id), 303);
    const order = await findOrder(ctx.db, session.orderId);
    const cancelPath = order ? canceledCheckoutPathOf(order) : canceledCheckoutPath;
    if (testSessionExpired(session, ctx.clock())) {
      return serverPage(c, sessionExpiredPage(cancelPath));
    }
    return serverPage(
      c,
      testPaymentPage({
        amount: dollars(session.amountCents),
        tax: taxLines(session, order?.taxPrices, ctx.config.testTaxRatePercent),
        currency: session.currency,
        discount: order ? discountLine(order) : undefined,
        customerEmail: session.customerEmail,
        cancelPath,
      }),
    );
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
