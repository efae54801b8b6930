/**
 * The mails of one order, as the back office's order detail and its actions read them: only
 * server/mail queries `outbox` (docs/decisions/029).
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { outbox } from '#server/db/schema.ts';

const mailColumns = {
  id: outbox.id,
  kind: outbox.kind,
  recipient: outbox.recipient,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

export type OrderMailRow = Pick<typeof outbox.$inferSelect, keyof typeof mailColumns>;

/** Every mail sent for an order, oldest first (index outbox_order_id_idx). */
export async function mailsOfOrder(db: Database, orderId: string): Promise<OrderMailRow[]> {
  return db
    .select(mailColumns)
    .from(outbox)
    .where(eq(outbox.orderId, orderId))
    .orderBy(asc(outbox.id));
}

export async function findMail(db: Database, id: number): Promise<OrderMailRow | undefined> {
  const [row] = await db.select(mailColumns).from(outbox).where(eq(outbox.id, id));
  return row;
}
