import { eq } from 'drizzle-orm';
import {
  creditedVisitor,
  orderVisits,
  visitorSources,
} from '#server/analytics/visits-repository.ts';
import type { Database } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';

/**
 * An order with the first-touch source its revenue is credited to, as the analytics rollup
 * credits it: the visitor of the order's session, else the visitor the checkout named; and the
 * utm campaign of the checkout's own visit. Each is null when the tracker never saw the buyer
 * (or has not stored them yet); the campaign also when the visit's address named none.
 */
export async function findAlertOrder(db: Database, orderId: string) {
  const [row] = await db
    .select({ order: orders, source: visitorSources.firstSource, campaign: orderVisits.campaign })
    .from(orders)
    .leftJoin(orderVisits, eq(orderVisits.sessionId, orders.analyticsSessionId))
    .leftJoin(
      visitorSources,
      eq(visitorSources.visitorId, creditedVisitor(orders.analyticsVisitorId)),
    )
    .where(eq(orders.id, orderId));
  return row;
}
