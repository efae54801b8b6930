import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/database.ts';
import { mailAddresses, mailOptOuts, subscribers } from '#server/db/schema.ts';
import { saveAutomationRow } from '#server/mail-automations/automation-settings-repository.ts';
import { defaultAutomation } from '#server/mail-automations/automation-settings.ts';
import { mailPayloadSchemas, type MailKind } from '#server/mail/mail-kinds.ts';
import type { MailRenderer } from '#server/mail/mail-message.ts';
import type { OutboxRow } from '#server/mail/outbox-repository.ts';
import { mailRenderers } from '#server/mail-renderers.ts';
import type { AutomationId } from '#shared/contracts/admin-mail.ts';
import { testConfig, testMailSite } from './mail-fixtures.ts';
import { unusedGuideCopies } from './pdf-workers.ts';

/** A subscriber stored straight in the table: confirmed at `confirmedAt` unless told otherwise. */
export async function storedSubscriber(
  db: Database,
  subscriber: {
    email: string;
    confirmedAt: Date;
    status?: (typeof subscribers.$inferInsert)['status'];
  },
): Promise<{ id: number; email: string }> {
  const [row] = await db
    .insert(subscribers)
    .values({
      email: subscriber.email,
      status: subscriber.status ?? 'confirmed',
      confirmedAt: subscriber.confirmedAt,
      createdAt: subscriber.confirmedAt,
      confirmToken: randomUUID(),
      unsubscribeToken: randomUUID(),
    })
    .returning({ id: subscribers.id, email: subscribers.email });
  if (!row) throw new Error('the test subscriber was not stored');
  return row;
}

/** The address asked for no more news (the news unsubscribe link's effect). */
export async function optOutOfNews(db: Database, email: string): Promise<void> {
  await db.insert(mailOptOuts).values({ email: email.toLowerCase(), topic: 'news' });
}

/** The address's mail server refused it for good. */
export async function markBounced(db: Database, email: string): Promise<void> {
  await db.insert(mailAddresses).values({
    email: email.toLowerCase(),
    unsubscribeToken: randomUUID(),
    suppressedReason: 'bounced',
    suppressedAt: new Date(),
  });
}

/** Turns an automation on or off, its texts the defaults. */
export async function switchAutomation(
  db: Database,
  id: AutomationId,
  enabled: boolean,
): Promise<void> {
  await saveAutomationRow(db, {
    id,
    enabled,
    settings: defaultAutomation(id).settings,
    updatedBy: null,
  });
}

/** Renders a queued mail as the outbox worker would. */
export function renderQueued(db: Database, row: Pick<OutboxRow, 'kind' | 'payload' | 'recipient'>) {
  const kind = row.kind as MailKind;
  const payload = mailPayloadSchemas[kind].parse(row.payload);
  // The schema and the renderer are picked by the same kind, as in the worker.
  const render = mailRenderers(unusedGuideCopies)[kind] as MailRenderer<typeof payload>;
  return render(payload, {
    db,
    config: testConfig(),
    site: testMailSite(),
    recipient: row.recipient,
  });
}
