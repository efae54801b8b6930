/**
 * Query parts over `orders` for the repositories of other tables' owners: a query that joins
 * an order takes its join, columns and conditions from here, so server/orders alone writes SQL
 * over the table (docs/decisions/029) and the joined statements keep their shape and plans.
 */
import { and, eq, isNotNull, sql, type Column, type SQL } from 'drizzle-orm';
import { orders } from '#server/db/schema.ts';

/** A join of `orders` on its condition, for `.innerJoin(join.table, join.on)`. */
export interface OrderJoin {
  table: typeof orders;
  on: SQL | undefined;
}

/** The order whose id `orderId` (another table's column) holds. */
export function joinOrderOf(orderId: Column): OrderJoin {
  return { table: orders, on: eq(orders.id, orderId) };
}

/** Columns of a joined order that other owners read with their rows. */
export const joinedOrder = {
  id: orders.id,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  status: orders.status,
};

/** The joined order is completed. */
export const joinedOrderCompleted = eq(orders.status, 'completed');

/** The order whose id `orderId` holds is completed (a refunded one no longer is). */
export function orderStillCompleted(orderId: Column): SQL {
  return sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.status} = 'completed')`;
}

/**
 * A checkout holding a use of its code: unpaid, its payment page open until after `heldAfter`
 * (the clock less the margin for the provider's clock). A checkout expired, closed or given
 * up for a newer one holds nothing.
 */
export function holdsAUse(heldAfter: Date): SQL {
  return sql`${orders.status} = 'pending' and ${orders.payableUntil} > ${heldAfter}`;
}

/** The orders that carry the code `codeId` (a column of discount codes) names. */
export function joinOrdersOfCode(codeId: Column): OrderJoin {
  return {
    table: orders,
    on: and(eq(orders.discountCodeId, codeId), isNotNull(orders.discountCodeId)),
  };
}

const kept = sql`${orders.status} = 'completed' and ${orders.completedAt} is not null`;

/** What a code's joined orders add up to, grouped by code (`joinOrdersOfCode`). */
export function codeOrderFigures(heldAfter: Date) {
  return {
    paidOrders:
      sql`count(${orders.id}) filter (where ${orders.status} in ('completed', 'refunded'))`.mapWith(
        Number,
      ),
    openCheckouts: sql`count(${orders.id}) filter (where ${holdsAUse(heldAfter)})`.mapWith(Number),
    keptCents: sql`coalesce(sum(${orders.amountCents}) filter (where ${kept}), 0)`.mapWith(Number),
    discountGivenCents:
      sql`coalesce(sum(${orders.discountCents}) filter (where ${kept}), 0)`.mapWith(Number),
  };
}

/** No order, whatever its state, names the code `id`. */
export function noOrderNamesCode(id: string): SQL {
  return sql`not exists (select 1 from ${orders} where ${orders.discountCodeId} = ${id})`;
}

/**
 * Each buyer's newest kept order: one row per lower-cased address, among completed orders (a
 * refunded or unpaid one is no purchase to update) of buyers not erased. Columns `email`,
 * `order_id`.
 */
export const keptOrderPerAddress = sql`
  select distinct on (lower(${orders.customerEmail}))
    lower(${orders.customerEmail}) as email, ${orders.id} as order_id
  from ${orders}
  where ${orders.status} = 'completed' and ${orders.erasedAt} is null
  order by lower(${orders.customerEmail}), ${orders.completedAt} desc nulls last, ${orders.id} desc`;

/**
 * `keptOrderPerAddress` among the orders whose address is in the US state `state` (its
 * two-letter code, as the checkout records it): the buyers a state guide's change concerns.
 */
export function keptOrderPerAddressIn(state: string): SQL {
  return sql`
  select distinct on (lower(${orders.customerEmail}))
    lower(${orders.customerEmail}) as email, ${orders.id} as order_id
  from ${orders}
  where ${orders.status} = 'completed' and ${orders.erasedAt} is null and ${orders.state} = ${state}
  order by lower(${orders.customerEmail}), ${orders.completedAt} desc nulls last, ${orders.id} desc`;
}

/**
 * Buyers who ticked the news box on an order they paid for and kept, by address
 * (orders_news_consent_email_idx), since the consent.
 */
export const consentingBuyers = sql`select lower(o.customer_email) as email, o.news_consent_at as since
  from orders o where o.news_consent_at is not null and o.status = 'completed'`;

/*
 * Raw statements name an order row `o`: `orderRow` is its id and lower-cased address, for the
 * conditions other owners add to the statements built here.
 */
export const orderRow = {
  id: sql`o.id`,
  email: sql`lower(o.customer_email)`,
  createdAt: sql`o.created_at`,
};

/** `join orders o` on the order whose id `orderId` is; its address is `o.customer_email`. */
export const joinOrderRow = (orderId: SQL) => sql`join orders o on o.id = ${orderId}`;

/** The address of the order `joinOrderRow` joined. */
export const joinedOrderRowEmail = sql`o.customer_email`;

/**
 * Up to `limit` orders completed within the window that pass `also` (a condition over
 * `orderRow`), oldest first, as rows (`o.id`, `now`) to insert: orders_completed_at_idx finds
 * them. An erased buyer's order is asked nothing.
 */
export function completedOrdersDue(
  due: { completedFrom: Date; completedTo: Date; now: Date; limit: number },
  also: SQL,
): SQL {
  return sql`select o.id, ${due.now.toISOString()}::timestamptz from orders o
      where o.completed_at >= ${due.completedFrom.toISOString()}::timestamptz
        and o.completed_at <= ${due.completedTo.toISOString()}::timestamptz
        and o.status = 'completed' and o.erased_at is null
        and ${also}
      order by o.completed_at
      limit ${due.limit}`;
}

/** Paid and kept, or paid and refunded since: a checkout from `start` on ended in a purchase. */
export const boughtSince = (email: SQL, start: SQL) => sql`exists (
  select 1 from orders p
  where lower(p.customer_email) = ${email} and p.completed_at is not null
    and p.completed_at >= ${start}
)`;

/**
 * The newest unpaid checkout per address started within the window (both ends, as SQL times)
 * with the news box ticked, among those passing `also` (a condition over `orderRow`): columns
 * `id`, `created_at`.
 */
export function uncheckedOutCheckouts(window: { from: SQL; to: SQL }, also: SQL): SQL {
  return sql`select distinct on (lower(o.customer_email)) o.id, o.created_at
      from orders o
      where o.status in ('pending', 'expired') and o.news_consent_at is not null
        and o.created_at >= ${window.from} and o.created_at <= ${window.to}
        and ${also}
      order by lower(o.customer_email), o.created_at desc`;
}

/** `join orders r` on the order whose id `orderId` is, and that it is `orderRow`'s buyer's. */
export function sameBuyersOrder(orderId: SQL): { join: SQL; same: SQL } {
  return {
    join: sql`join orders r on r.id = ${orderId}`,
    same: sql`lower(r.customer_email) = lower(o.customer_email)`,
  };
}

/**
 * Each buyer's paid orders as the Customers ledger keeps them, one row per lower-cased address:
 * email, orders, paid cents, refunds, refunded cents, first and last purchase.
 */
export const buyerTotals = sql`select lower(customer_email), count(*),
      coalesce(sum(amount_cents) filter (where status = 'completed'), 0),
      count(*) filter (where status = 'refunded'),
      coalesce(sum(amount_cents) filter (where status = 'refunded'), 0),
      min(created_at), max(created_at)
    from ${orders} where status in ('completed', 'refunded')
    group by lower(customer_email)`;
