import { desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { contactMessages, outbox } from '#server/db/schema.ts';

/** From `from` (included) to `to` (excluded). */
export interface Window {
  from: Date;
  to: Date;
}

const unhandled = isNull(contactMessages.handledAt);

/** Messages nobody marked handled: how many, and the newest (index contact_messages_unhandled_idx). */
export async function unhandledMessages(
  db: Database,
  limit: number,
): Promise<{
  total: number;
  newest: Pick<typeof contactMessages.$inferSelect, 'id' | 'createdAt' | 'name' | 'email'>[];
}> {
  const m = contactMessages;
  const [total, newest] = await Promise.all([
    db.$count(m, unhandled),
    db
      .select({ id: m.id, createdAt: m.createdAt, name: m.name, email: m.email })
      .from(m)
      .where(unhandled)
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(limit),
  ]);
  return { total, newest };
}

const failed = eq(outbox.status, 'failed');

/** Mail that failed for good: how many, and the newest (index outbox_failed_idx). */
export async function failedMail(
  db: Database,
  limit: number,
): Promise<{
  total: number;
  newest: Pick<
    typeof outbox.$inferSelect,
    'id' | 'kind' | 'recipient' | 'createdAt' | 'attempts' | 'lastError'
  >[];
}> {
  const [total, newest] = await Promise.all([
    db.$count(outbox, failed),
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        recipient: outbox.recipient,
        createdAt: outbox.createdAt,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
      })
      .from(outbox)
      .where(failed)
      .orderBy(desc(outbox.id))
      .limit(limit),
  ]);
  return { total, newest };
}
