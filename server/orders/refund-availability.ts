import type { Order } from './order-repository.ts';
import type { OrderDetail } from '#shared/contracts/admin.ts';

const dayMs = 24 * 60 * 60 * 1000;

// Dates as support reads them to a buyer: "Nov 3, 2026", in UTC like every time we show.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const formatDay = (date: Date): string => dayFormat.format(date);

export interface RefundTerms {
  /** The offer's money-back window, in days from completion. */
  refundWindowDays: number;
  /** The provider this server pays back through. */
  provider: string;
  now: Date;
}

type RefundFacts = Pick<
  Order,
  'status' | 'completedAt' | 'refundedAt' | 'paymentIntentId' | 'provider'
>;

/**
 * Whether Refund may be pressed now, and otherwise the sentence that says why: only a
 * completed order, paid through this server's provider, within the refund window.
 */
export function refundAvailability(order: RefundFacts, terms: RefundTerms): OrderDetail['refund'] {
  const refusal = (reason: string, until: Date | null = null) => ({
    allowed: false,
    reason,
    until: until?.toISOString() ?? null,
  });
  if (order.status === 'refunded') {
    return refusal(
      order.refundedAt
        ? `This order was refunded on ${formatDay(order.refundedAt)}.`
        : 'This order was refunded.',
    );
  }
  if (order.status !== 'completed' || !order.completedAt) {
    return refusal('Only a completed order can be refunded.');
  }
  const until = new Date(order.completedAt.getTime() + terms.refundWindowDays * dayMs);
  if (order.provider !== terms.provider) {
    return refusal(
      `This order was paid with the ${order.provider} payment provider, which this server no longer uses.`,
      until,
    );
  }
  if (!order.paymentIntentId) {
    return refusal('This order has no recorded payment to refund.', until);
  }
  if (terms.now.getTime() > until.getTime()) {
    return refusal(
      `The ${terms.refundWindowDays}-day refund window ended on ${formatDay(until)}.`,
      until,
    );
  }
  return { allowed: true, reason: null, until: until.toISOString() };
}
