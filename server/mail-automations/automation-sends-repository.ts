import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { reachable } from '#server/mail-audience/audience-repository.ts';
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

/** Paid and kept, or paid and refunded since: a checkout from `start` on ended in a purchase. */
const boughtSince = (email: SQL, start: SQL) => sql`exists (
  select 1 from orders p
  where lower(p.customer_email) = ${email} and p.completed_at is not null
    and p.completed_at >= ${start}
)`;

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
  return selectRows<{ orderId: string; email: string }>(
    tx,
    sql`with candidates as (
      select distinct on (lower(o.customer_email)) o.id, o.created_at
      from orders o
      where o.status in ('pending', 'expired') and o.news_consent_at is not null
        and o.created_at >= ${at(due.from)} and o.created_at <= ${at(due.to)}
        and ${reachable(sql`lower(o.customer_email)`)}
        and not ${boughtSince(sql`lower(o.customer_email)`, sql`o.created_at`)}
        and not exists (
          select 1 from automation_sends a join orders r on r.id = a.target
          where a.automation = 'checkout-reminder'
            and lower(r.customer_email) = lower(o.customer_email)
            and (a.target = o.id or a.created_at > ${at(spacingFrom)})
        )
      order by lower(o.customer_email), o.created_at desc
    ), queued as (
      insert into automation_sends (automation, step, target, created_at)
      select 'checkout-reminder', 'once', c.id, ${at(due.now)} from candidates c
      order by c.created_at
      limit ${due.limit}
      on conflict do nothing
      returning target
    )
    select o.id as "orderId", o.customer_email as "email"
    from queued join orders o on o.id = queued.target`,
  );
}

/** Whether the address bought (an order completed) at or after `since`. */
export async function hasBoughtSince(db: Database, email: string, since: Date): Promise<boolean> {
  const rows = await selectRows<{ bought: boolean }>(
    db,
    sql`select ${boughtSince(sql`${email.toLowerCase()}::text`, at(since))} as bought`,
  );
  return rows[0]?.bought === true;
}
