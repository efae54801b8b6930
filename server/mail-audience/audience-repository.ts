import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { consentingBuyers } from '#server/orders/order-parts-repository.ts';
import type { AudienceCounts, BroadcastAudience } from '#shared/contracts/admin-mail.ts';

/** The opt-out topic that stops broadcasts and the automations that market. */
export const newsTopic = 'news';

/** Confirmed subscribers' addresses (stored lower-cased), since their confirmation. */
const confirmedSubscribers = sql`select s.email, coalesce(s.confirmed_at, s.created_at) as since
  from subscribers s where s.status = 'confirmed'`;

/** An address (the column `column` names) that asked for no news and is not kept out. */
export function reachable(column: SQL): SQL {
  return sql`not exists (
      select 1 from mail_opt_outs m where m.email = ${column} and m.topic = ${newsTopic}
    ) and not exists (
      select 1 from mail_addresses x where x.email = ${column} and x.suppressed_at is not null
    )`;
}

/**
 * Everyone marketing mail reaches now, each address once, lower-cased, as a subquery with the
 * columns `email`, `subscriber` (a confirmed subscriber), `buyer` (agreed to news on an order
 * they paid for and kept) and `since` (the earliest of those consents); never one who
 * unsubscribed from news, bounced or complained. The one definition of the audience: the
 * broadcasts queue from it, the Mail section counts it, the Subscribers section lists it.
 */
export const audienceMembers = sql`select a.email, a.subscriber, a.buyer, a.since from (
    select u.email, bool_or(u.subscriber) as subscriber, bool_or(not u.subscriber) as buyer,
      min(u.since) as since
    from (
      select s.email, true as subscriber, s.since from (${confirmedSubscribers}) s
      union all
      select b.email, false as subscriber, b.since from (${consentingBuyers}) b
    ) u
    group by u.email
  ) a
  where ${reachable(sql`a.email`)}`;

/** The members a broadcast's audience takes: subscribers, buyers, or both. */
export function inAudience(audience: BroadcastAudience): SQL {
  return audience === 'subscribers'
    ? sql`m.subscriber`
    : audience === 'buyers'
      ? sql`m.buyer`
      : sql`true`;
}

/** The addresses an audience reaches now, as a subquery with one column, `email`. */
export function audienceAddresses(audience: BroadcastAudience): SQL {
  return sql`select m.email from (${audienceMembers}) m where ${inAudience(audience)}`;
}

/** How many addresses each audience reaches now, counted in one pass. */
export async function countAudiences(db: Database): Promise<AudienceCounts> {
  const [row] = await selectRows<{ subscribers: string; buyers: string; both: string }>(
    db,
    sql`select
        count(*) filter (where m.subscriber) as subscribers,
        count(*) filter (where m.buyer) as buyers,
        count(*) as both
      from (${audienceMembers}) m`,
  );
  return {
    subscribers: Number(row?.subscribers ?? 0),
    buyers: Number(row?.buyers ?? 0),
    both: Number(row?.both ?? 0),
  };
}

export interface AudienceMember {
  email: string;
  subscriber: boolean;
  buyer: boolean;
  since: Date;
}

/** One page of an audience's members, newest consent first. */
export async function audiencePage(
  db: Database,
  page: { audience: BroadcastAudience; offset: number; limit: number },
): Promise<AudienceMember[]> {
  const rows = await selectRows<{
    email: string;
    subscriber: boolean;
    buyer: boolean;
    since: Date | string;
  }>(
    db,
    sql`select m.email, m.subscriber, m.buyer, m.since from (${audienceMembers}) m
      where ${inAudience(page.audience)}
      order by m.since desc, m.email
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => ({ ...row, since: new Date(row.since) }));
}

/** Whether one address may get marketing mail now: not opted out of news, not kept out. */
export async function isReachable(db: Database, email: string): Promise<boolean> {
  const rows = await selectRows<{ ok: boolean }>(
    db,
    sql`select ${reachable(sql`${email.toLowerCase()}::text`)} as ok`,
  );
  return rows[0]?.ok === true;
}
