import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { insertMailRows } from '#server/mail/outbox-repository.ts';
import {
  recordNewSends,
  stepRecorded,
} from '#server/mail-automations/automation-sends-repository.ts';
import { keptOrderPerAddress } from '#server/orders/order-parts-repository.ts';

/** The automation's name in automation_sends and the outbox's mail kind: one word for both. */
export const guideUpdateKind = 'guide-update';

/** How many addresses an update notice would reach now. */
export async function countNoticeAudience(db: Database): Promise<number> {
  const [row] = await selectRows<{ buyers: number }>(
    db,
    sql`select count(*)::int as buyers from (${keptOrderPerAddress}) buyers`,
  );
  return row?.buyers ?? 0;
}

/** Whether the notice of this guide version was queued already (the primary key's prefix). */
export async function noticeQueued(db: Database, guideFileId: string): Promise<boolean> {
  return stepRecorded(db, guideUpdateKind, guideFileId);
}

/**
 * Queues the notice of one guide version to every buyer, in one statement: each address's
 * automation_sends row and its mail (naming its newest kept order) together, so an address
 * already recorded for this version (a second request, another instance) gets nothing more.
 * Answers how many mails were queued.
 */
export async function insertNotices(tx: Database, guideFileId: string): Promise<number> {
  const [row] = await selectRows<{ queued: number }>(
    tx,
    sql`with buyers as (${keptOrderPerAddress}),
      recorded as (
        ${recordNewSends(sql`select ${guideUpdateKind}, ${guideFileId}, email from buyers`)}
      ),
      queued as (
        ${insertMailRows(
          ['kind', 'recipient', 'payload', 'order_id'],
          sql`select ${guideUpdateKind}, buyers.email,
          jsonb_build_object('orderId', buyers.order_id, 'guideFileId', ${guideFileId}::text),
          buyers.order_id
        from buyers join recorded on recorded.target = buyers.email`,
        )}
        returning 1
      )
      select count(*)::int as queued from queued`,
  );
  return row?.queued ?? 0;
}
