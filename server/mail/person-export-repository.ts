/**
 * The mail the outbox holds for one person, for a privacy export (server/privacy/): its kind,
 * status and dates, never its payload (which carries confirmation and unsubscribe tokens).
 */
import { asc, inArray, or } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { outbox } from '#server/db/schema.ts';

const exportColumns = {
  id: outbox.id,
  kind: outbox.kind,
  recipient: outbox.recipient,
  orderId: outbox.orderId,
  broadcastId: outbox.broadcastId,
  status: outbox.status,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

export type PersonMailRow = Pick<typeof outbox.$inferSelect, keyof typeof exportColumns>;

/**
 * Mail to any of `recipients` (each spelling the address was stored in: index
 * outbox_recipient_kind_created_idx) or about one of `orderIds`, oldest first.
 */
export async function mailOfPerson(
  db: Database,
  recipients: readonly string[],
  orderIds: readonly string[],
): Promise<PersonMailRow[]> {
  const matches = [
    recipients.length > 0 ? inArray(outbox.recipient, [...recipients]) : undefined,
    orderIds.length > 0 ? inArray(outbox.orderId, [...orderIds]) : undefined,
  ].filter((match) => match !== undefined);
  if (matches.length === 0) return [];
  return db
    .select(exportColumns)
    .from(outbox)
    .where(or(...matches))
    .orderBy(asc(outbox.id));
}
