import { createHash } from 'node:crypto';
import type { ServerContext } from '#server/context.ts';
import { rateLimitKey } from '#server/http/client-ip.ts';
import { earlierHolds } from '#server/discount-codes/discount-quote.ts';
import { PaymentProviderError } from './payment-provider.ts';

/**
 * Who starts a checkout, as its order stores it: a hash of the client's address as rate
 * limits count it (an IPv6 client by its /64), so the address itself is not kept for this.
 */
export function clientKeyOf(ip: string): string {
  return createHash('sha256').update(rateLimitKey(ip)).digest('base64url');
}

/**
 * Closes the payment pages of the client's checkouts holding a use of `code`, before its new
 * checkout claims one: the ids of the orders whose pages take no payment any more, which the
 * claim then expires. Closed at the provider first, so a page given up can never be paid; one
 * that was paid, or that the provider could not close, keeps its hold.
 */
export async function closeEarlierHolds(
  ctx: Pick<ServerContext, 'db' | 'payments' | 'logger'>,
  code: string,
  clientKey: string,
  now: Date,
): Promise<string[]> {
  const closed: string[] = [];
  for (const hold of await earlierHolds(ctx.db, code, clientKey, now)) {
    // No session: the provider refused to open its page, so nothing can pay it.
    if (hold.providerSessionId === null) {
      closed.push(hold.id);
      continue;
    }
    try {
      if (await ctx.payments.closeCheckoutSession(hold.providerSessionId)) closed.push(hold.id);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.logger.warn({ err: error, orderId: hold.id }, 'an earlier payment page was not closed');
    }
  }
  return closed;
}
