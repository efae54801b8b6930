import { startPeriodicTask, type PeriodicTask } from '#server/periodic-task.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Logger } from '#server/logger.ts';
import { enqueueMail, type MailToSend } from '#server/mail/outbox-repository.ts';
import type { MailKind } from '#server/mail/mail-kinds.ts';
import { readAutomation } from './automation-settings.ts';
import {
  insertDueCheckoutReminders,
  insertDueWelcomeSteps,
} from './automation-sends-repository.ts';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/**
 * How long past its time an automated mail is still sent: turning an automation on, or a
 * schedule stopped a while, never mails people about something long past.
 */
export const welcomeCatchUpMs = 2 * dayMs;
export const checkoutReminderCatchUpMs = 48 * hourMs;
/** An address gets at most one checkout reminder in this time, however many checkouts it left. */
export const checkoutReminderSpacingMs = dayMs;

/** Rows queued per transaction: a backlog goes out in several short ones. */
const batchSize = 200;

type QueueContext = Pick<ServerContext, 'db' | 'clock' | 'outbox'>;

/**
 * Runs `insertBatch` in transactions of up to `batchSize` rows until one comes back short,
 * queueing each row's mail in the transaction that recorded it. Answers how many were queued.
 */
async function queueInBatches<Kind extends MailKind, Row>(
  db: Database,
  insertBatch: (tx: Database, limit: number) => Promise<Row[]>,
  mailOf: (row: Row) => MailToSend<Kind>,
): Promise<number> {
  let queued = 0;
  for (;;) {
    const batch = await inTransaction(db, async (tx) => {
      const rows = await insertBatch(tx, batchSize);
      for (const row of rows) await enqueueMail(tx, mailOf(row));
      return rows.length;
    });
    queued += batch;
    if (batch < batchSize) return queued;
  }
}

/**
 * Queues each step of the welcome series to the subscribers confirmed `afterDays` (up to the
 * catch-up more) ago who have not had it, while the series is on.
 */
export async function queueWelcomeSeries(ctx: QueueContext): Promise<number> {
  const series = await readAutomation(ctx.db, 'welcome-series');
  if (!series.enabled) return 0;
  const now = ctx.clock();
  let queued = 0;
  for (const [index, { afterDays }] of series.settings.steps.entries()) {
    const step = index + 1;
    const to = new Date(now.getTime() - afterDays * dayMs);
    const from = new Date(to.getTime() - welcomeCatchUpMs);
    queued += await queueInBatches(
      ctx.db,
      (tx, limit) => insertDueWelcomeSteps(tx, { from, to, now, limit, step }),
      ({ subscriberId, email }) => ({
        kind: 'welcome-tip',
        recipient: email,
        payload: { subscriberId, step },
      }),
    );
  }
  return queued;
}

/** Queues the reminder of each checkout left unpaid `afterHours` (up to the catch-up more) ago. */
export async function queueCheckoutReminders(ctx: QueueContext): Promise<number> {
  const reminder = await readAutomation(ctx.db, 'checkout-reminder');
  if (!reminder.enabled) return 0;
  const now = ctx.clock();
  const to = new Date(now.getTime() - reminder.settings.afterHours * hourMs);
  const from = new Date(to.getTime() - checkoutReminderCatchUpMs);
  return queueInBatches(
    ctx.db,
    (tx, limit) =>
      insertDueCheckoutReminders(tx, {
        from,
        to,
        now,
        limit,
        spacingMs: checkoutReminderSpacingMs,
      }),
    ({ orderId, email }) => ({
      kind: 'checkout-reminder',
      recipient: email,
      payload: { orderId },
      orderId,
    }),
  );
}

/** Queues every automated mail that is due; answers how many of each. */
export async function queueAutomations(
  ctx: QueueContext,
): Promise<{ welcomeTips: number; checkoutReminders: number }> {
  const welcomeTips = await queueWelcomeSeries(ctx);
  const checkoutReminders = await queueCheckoutReminders(ctx);
  if (welcomeTips + checkoutReminders > 0) ctx.outbox.nudge();
  return { welcomeTips, checkoutReminders };
}

/** Queues the due automated mails at start and then every `everyMs` (default 5 minutes). */
export function startAutomations(
  ctx: QueueContext,
  logger: Logger,
  everyMs = 5 * 60_000,
): PeriodicTask {
  return startPeriodicTask({
    everyMs,
    logger,
    failure: 'queueing automated mails failed; it runs again later',
    async pass() {
      const queued = await queueAutomations(ctx);
      if (queued.welcomeTips + queued.checkoutReminders > 0)
        logger.info(queued, 'automated mails queued');
    },
  });
}
