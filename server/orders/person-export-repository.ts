/**
 * The orders of one address, whatever the case it was typed in, for a privacy export
 * (server/privacy/): every column a buyer would recognise, none of the order's secrets.
 */
import { asc, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';

const exportColumns = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  completedAt: orders.completedAt,
  expiredAt: orders.expiredAt,
  refundedAt: orders.refundedAt,
  currency: orders.currency,
  productId: orders.productId,
  amountCents: orders.amountCents,
  taxCents: orders.taxCents,
  taxPrices: orders.taxPrices,
  listPriceCents: orders.listPriceCents,
  discountCode: orders.discountCode,
  discountCents: orders.discountCents,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  address: orders.address,
  city: orders.city,
  state: orders.state,
  zip: orders.zip,
  provider: orders.provider,
  paymentMethodKind: orders.paymentMethodKind,
  paymentIntentId: orders.paymentIntentId,
  analyticsSessionId: orders.analyticsSessionId,
  analyticsVisitorId: orders.analyticsVisitorId,
  newsConsentAt: orders.newsConsentAt,
  newsConsentIp: orders.newsConsentIp,
};

export type PersonOrderRow = Pick<typeof orders.$inferSelect, keyof typeof exportColumns>;

/** Every order of `email` (lower-cased), oldest first (index orders_customer_email_search_idx). */
export async function ordersOfPerson(db: Database, email: string): Promise<PersonOrderRow[]> {
  return db
    .select(exportColumns)
    .from(orders)
    .where(sql`lower(${orders.customerEmail}) = ${email}`)
    .orderBy(asc(orders.createdAt), asc(orders.id));
}
