import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';

/**
 * Fills a migrated database with a shop's worth of history, in SQL (generate_series), so
 * 100,000 orders take seconds: orders over two years (mostly completed, some pending,
 * expired and refunded), their delivery, resend and refund mails (about 1.2 an order, all
 * sent or failed so the server's outbox worker has nothing to do), download links and
 * about 1.5 downloads per delivered order, and subscribers in every status.
 */
export async function generateShopData(
  db: Database,
  size: { orders: number; subscribers: number },
): Promise<void> {
  await db.execute(sql`
    insert into orders (id, created_at, status, amount_cents, currency, product_id,
      customer_email, customer_name, address, city, state, zip, provider,
      provider_session_id, payment_intent_id, completed_at, expired_at, refunded_at, refund_id)
    select
      'ord_' || substr(md5('order' || g), 1, 16),
      t.created,
      s.status,
      case when g % 10 = 0 then 5900 else 4700 end,
      'USD', 'child_support_guide',
      case when g % 13 = 0 then initcap(e.address) else e.address end,
      initcap(n.first) || ' ' || initcap(n.last),
      g || ' Main Street', 'Austin', 'TX', '78701', 'test',
      'cs_test_' || md5('session' || g),
      case when s.status in ('completed', 'refunded') then 'pi_test_' || md5('pi' || g) end,
      case when s.status in ('completed', 'refunded') then t.created + interval '2 minutes' end,
      case when s.status = 'expired' then t.created + interval '24 hours' end,
      case when s.status = 'refunded' then t.created + interval '3 days' end,
      case when s.status = 'refunded' then 're_test_' || md5('re' || g) end
    from generate_series(1, ${size.orders}) as g
    cross join lateral (select now() - (g::float8 / ${size.orders}) * interval '730 days'
      - random() * interval '10 minutes' as created) t
    cross join lateral (select case
      when g % 40 = 0 then 'pending'
      when g % 40 = 1 then 'expired'
      when g % 100 = 2 then 'refunded'
      else 'completed' end as status) s
    cross join lateral (select
      (array['jane', 'john', 'maria', 'li', 'ana', 'david', 'sarah', 'michael', 'emma', 'james',
        'olivia', 'robert', 'sofia', 'daniel', 'grace', 'kevin', 'laura', 'chris', 'nina',
        'omar', 'paula', 'tom', 'yuki', 'zoe'])[1 + g % 24] as first,
      (array['smith', 'johnson', 'garcia', 'chen', 'brown', 'davis', 'miller', 'wilson', 'moore',
        'taylor', 'anderson', 'thomas', 'jackson', 'white', 'harris', 'martin', 'lee', 'perez',
        'thompson', 'clark', 'lewis', 'walker', 'hall', 'allen', 'young', 'king', 'wright',
        'lopez', 'hill', 'scott'])[1 + (g / 24) % 30] as last) n
    cross join lateral (select n.first || '.' || n.last || (g % 500) || '@'
      || (array['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'example.org'])[1 + (g / 7) % 5]
      as address) e
  `);
  await db.execute(sql`
    insert into outbox (created_at, kind, recipient, payload, order_id, status, attempts,
      next_attempt_at, sent_at, message_id, last_error)
    select o.completed_at, 'order-delivery', o.customer_email, jsonb_build_object('orderId', o.id),
      o.id, 'sent', 1, o.completed_at, o.completed_at + interval '5 seconds', '<' || o.id || '@bench>', null
    from orders o where o.status in ('completed', 'refunded')
    union all
    select o.completed_at + interval '1 day', 'order-delivery', o.customer_email,
      jsonb_build_object('orderId', o.id), o.id,
      case when abs(hashtext(o.id)) % 50 = 0 then 'failed' else 'sent' end,
      case when abs(hashtext(o.id)) % 50 = 0 then 5 else 1 end,
      o.completed_at + interval '1 day',
      case when abs(hashtext(o.id)) % 50 = 0 then null else o.completed_at + interval '1 day 5 seconds' end,
      null,
      case when abs(hashtext(o.id)) % 50 = 0 then '550 Mailbox unavailable' end
    from orders o where o.status = 'completed' and abs(hashtext(o.id)) % 5 = 0
    union all
    select o.refunded_at, 'order-refund', o.customer_email, jsonb_build_object('orderId', o.id),
      o.id, 'sent', 1, o.refunded_at, o.refunded_at + interval '5 seconds', null, null
    from orders o where o.status = 'refunded'
  `);
  await db.execute(sql`
    insert into download_tokens (token, order_id, created_at, expires_at, max_downloads, downloads_used)
    select substr(md5('token' || o.id) || md5('more' || o.id), 1, 43), o.id, o.completed_at,
      o.completed_at + interval '30 days', 5, 1 + abs(hashtext(o.id)) % 2
    from orders o where o.status in ('completed', 'refunded')
  `);
  await db.execute(sql`
    insert into download_events (order_id, at, ip, user_agent)
    select t.order_id, t.created_at + k * interval '1 hour', '198.51.100.' || (1 + k),
      case when k = 1
        then 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
        else 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1'
      end
    from download_tokens t cross join lateral generate_series(1, t.downloads_used) as k
  `);
  await db.execute(sql`
    insert into subscribers (email, created_at, status, confirm_token, unsubscribe_token,
      signup_ip, confirmed_at, confirm_ip, unsubscribed_at)
    select 'reader' || g || '@' || (array['gmail.com', 'yahoo.com', 'example.org'])[1 + g % 3],
      t.created, s.status, md5('confirm' || g), md5('unsubscribe' || g),
      '203.0.113.' || (g % 250),
      case when s.status <> 'pending' then t.created + interval '20 minutes' end,
      case when s.status <> 'pending' then '203.0.113.' || (g % 250) end,
      case when s.status = 'unsubscribed' then t.created + interval '90 days' end
    from generate_series(1, ${size.subscribers}) as g
    cross join lateral (select now() - (g::float8 / ${size.subscribers}) * interval '730 days' as created) t
    cross join lateral (select case when g % 10 = 0 then 'pending' when g % 10 = 1 then 'unsubscribed'
      else 'confirmed' end as status) s
  `);
  // As autovacuum would have long since on a real shop: statistics, and the visibility map
  // that lets the totals be counted from an index alone.
  await db.execute(sql`vacuum analyze`);
}
