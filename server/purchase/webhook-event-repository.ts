import type { Database } from '#server/db/database.ts';
import { webhookEvents } from '#server/db/schema.ts';

/** Records a provider event's id; false when it was recorded before (a redelivery). */
export async function recordWebhookEvent(
  db: Database,
  event: { id: string; type: string },
): Promise<boolean> {
  const recorded = await db
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return recorded.length > 0;
}
