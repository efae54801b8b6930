import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import type { AudienceCounts, BroadcastAudience } from '#shared/contracts/admin-mail.ts';

/** The opt-out topic that stops broadcasts and the automations that market. */
export const newsTopic = 'news';

/** Confirmed subscribers' addresses (stored lower-cased). */
const confirmedSubscribers = sql`select s.email from subscribers s where s.status = 'confirmed'`;

/**
 * Buyers who ticked the news box on an order they paid for and kept, by address
 * (orders_news_consent_email_idx).
 */
const consentingBuyers = sql`select lower(o.customer_email) as email from orders o
  where o.news_consent_at is not null and o.status = 'completed'`;

/** An address (the column `column` names) that asked for no news and is not kept out. */
export function reachable(column: SQL): SQL {
  return sql`not exists (
      select 1 from mail_opt_outs m where m.email = ${column} and m.topic = ${newsTopic}
    ) and not exists (
      select 1 from mail_addresses x where x.email = ${column} and x.suppressed_at is not null
    )`;
}

/**
 * The addresses an audience reaches now, each once, lower-cased, as a subquery with one
 * column, `email`: confirmed subscribers, buyers who agreed to news, or both; never one who
 * unsubscribed from news, bounced or complained.
 */
export function audienceAddresses(audience: BroadcastAudience): SQL {
  const sources =
    audience === 'subscribers'
      ? confirmedSubscribers
      : audience === 'buyers'
        ? consentingBuyers
        : sql`${confirmedSubscribers} union ${consentingBuyers}`;
  return sql`select distinct a.email from (${sources}) a where ${reachable(sql`a.email`)}`;
}

/** How many addresses each audience reaches now, counted in one pass. */
export async function countAudiences(db: Database): Promise<AudienceCounts> {
  const [row] = await selectRows<{ subscribers: string; buyers: string; both: string }>(
    db,
    sql`select
        count(*) filter (where a.subscriber) as subscribers,
        count(*) filter (where a.buyer) as buyers,
        count(*) as both
      from (
        select u.email, bool_or(u.subscriber) as subscriber, bool_or(not u.subscriber) as buyer
        from (
          select s.email, true as subscriber from (${confirmedSubscribers}) s
          union all
          select b.email, false as subscriber from (${consentingBuyers}) b
        ) u
        group by u.email
      ) a
      where ${reachable(sql`a.email`)}`,
  );
  return {
    subscribers: Number(row?.subscribers ?? 0),
    buyers: Number(row?.buyers ?? 0),
    both: Number(row?.both ?? 0),
  };
}

/** Whether one address may get marketing mail now: not opted out of news, not kept out. */
export async function isReachable(db: Database, email: string): Promise<boolean> {
  const rows = await selectRows<{ ok: boolean }>(
    db,
    sql`select ${reachable(sql`${email.toLowerCase()}::text`)} as ok`,
  );
  return rows[0]?.ok === true;
}
