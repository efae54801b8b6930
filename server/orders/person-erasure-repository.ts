import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';

/** The orders an address placed, in any spelling of its case. */
const ofAddress = (email: string) => eq(sql`lower(${orders.customerEmail})`, email.toLowerCase());

/**
 * The orders of one address and the names its buyer gave, before they are erased: the other
 * owners' erasures find the person's rows by these.
 */
export async function ordersOfPerson(
  db: Database,
  email: string,
): Promise<{ orderIds: string[]; names: string[] }> {
  const rows = await db
    .select({ id: orders.id, name: orders.customerName })
    .from(orders)
    .where(ofAddress(email))
    .for('update');
  return {
    orderIds: rows.map((row) => row.id),
    names: [...new Set(rows.map((row) => row.name.trim()).filter((name) => name !== ''))],
  };
}

/**
 * Erases the buyer of an address's orders (decision 110): the address becomes `anonymous`, the
 * name, street, city and ZIP code empty, the news consent, the visit ids, the client's hash
 * and the receipt link gone. What accounting needs stays: amounts, tax, currency, dates,
 * status, discount, the state (sales tax is owed by state) and the payment provider's ids.
 */
export async function eraseOrderBuyer(
  db: Database,
  person: { email: string; anonymous: string; at: Date },
): Promise<number> {
  const erased = await db
    .update(orders)
    .set({
      customerEmail: person.anonymous,
      customerName: '',
      address: '',
      city: '',
      zip: '',
      newsConsentAt: null,
      newsConsentIp: null,
      analyticsSessionId: null,
      analyticsVisitorId: null,
      clientKey: null,
      receiptToken: null,
      erasedAt: person.at,
    })
    .where(and(ofAddress(person.email), isNull(orders.erasedAt)))
    .returning({ id: orders.id });
  return erased.length;
}
