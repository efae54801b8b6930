import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { automationSends } from '#server/db/schema.ts';
import { reachable } from '#server/mail-audience/audience-repository.ts';
import {
  boughtSince,
  joinedOrderRowEmail,
  joinOrderRow,
  orderRow,
  sameBuyersOrder,
  uncheckedOutCheckouts,
} from '#server/orders/order-parts-repository.ts';
import { confirmedBetween, subscriberAddresses } from '#server/newsletter/subscriber-repository.ts';

/** A time window, both ends included: what a queueing statement takes due rows from. */
export interface DueWindow {
  from: Date;
  to: Date;
  now: Date;
  limit: number;
}

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * Records step `step` of the welcome series for up to `limit` subscribers confirmed within the
 * window, still confirmed and reachable, who have not had it; answers those recorded, with
 * their address. The primary key (automation, step, target) and `on conflict do nothing` make
 * a second instance running the same statement at once skip the ones this one took.
 */
export async function insertDueWelcomeSteps(
  tx: Database,
  due: DueWindow & { step: number },
): Promise<Array<{ subscriberId: number; email: string }>> {
  const step = String(due.step);
  return selectRows<{ subscriberId: number; email: string }>(
    tx,
    sql`with queued as (
      insert into automation_sends (automation, step, target, created_at)
      select 'welcome-series', ${step}, s.id::text, ${at(due.now)}
      from (${confirmedBetween(at(due.from), at(due.to))}) s
      where ${reachable(sql`s.email`)}
        and not exists (
          select 1 from automation_sends a
          where a.automation = 'welcome-series' and a.step = ${step} and a.target = s.id::text
        )
      order by s.confirmed_at
      limit ${due.limit}
      on conflict do nothing
      returning target
    )
    select s.id as "subscriberId", s.email from queued
    join (${subscriberAddresses}) s on s.id = queued.target::int`,
  );
}

/**
 * Records the checkout reminder of up to `limit` unpaid checkouts started within the window
 * whose buyer ticked the news box, is reachable and has not bought since, and answers them.
 * One checkout per address (its newest), and none for an address reminded within `spacingMs`:
 * two instances pick the same newest checkout, so the primary key keeps them to one mail.
 */
export async function insertDueCheckoutReminders(
  tx: Database,
  due: DueWindow & { spacingMs: number },
): Promise<Array<{ orderId: string; email: string }>> {
  const spacingFrom = new Date(due.now.getTime() - due.spacingMs);
  const sameBuyer = sameBuyersOrder(sql`a.target`);
  return selectRows<{ orderId: string; email: string }>(
    tx,
    sql`with candidates as (
      ${uncheckedOutCheckouts(
        { from: at(due.from), to: at(due.to) },
        sql`${reachable(orderRow.email)}
        and not ${boughtSince(orderRow.email, orderRow.createdAt)}
        and not exists (
          select 1 from automation_sends a ${sameBuyer.join}
          where a.automation = 'checkout-reminder'
            and ${sameBuyer.same}
            and (a.target = ${orderRow.id} or a.created_at > ${at(spacingFrom)})
        )`,
      )}
    ), queued as (
      insert into automation_sends (automation, step, target, created_at)
      select 'checkout-reminder', 'once', c.id, ${at(due.now)} from candidates c
      order by c.created_at
      limit ${due.limit}
      on conflict do nothing
      returning target
    )
    select ${orderRow.id} as "orderId", ${joinedOrderRowEmail} as "email"
    from queued ${joinOrderRow(sql`queued.target`)}`,
  );
}

/**
 * The insert that records one send per row of `rows` (a select giving automation, step and
 * target), skipping those recorded already, and answers each new row's `target`: a statement
 * that queues mail puts it in a CTE and queues only what it returns.
 */
export function recordNewSends(rows: SQL): SQL {
  return sql`insert into ${automationSends} (automation, step, target)
        ${rows}
        on conflict do nothing
        returning target`;
}

/** Whether any send of `automation`'s step `step` is recorded (the primary key's prefix). */
export async function stepRecorded(
  db: Database,
  automation: string,
  step: string,
): Promise<boolean> {
  const [row] = await db
    .select({ sends: count() })
    .from(automationSends)
    .where(and(eq(automationSends.automation, automation), eq(automationSends.step, step)));
  return (row?.sends ?? 0) > 0;
}
