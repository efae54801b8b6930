import type { ServerContext } from '#server/context.ts';
import { latestBackupRuns } from '#server/backups/backup-runs-repository.ts';
import { backupExpectation } from '#server/backups/backup-schedule-state-repository.ts';
import { listAdmins } from '#server/auth/user-repository.ts';
import type { Database } from '#server/db/database.ts';
import type { HealthIncidentKind } from '#server/db/schema.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Logger } from '#server/logger.ts';
import { mailFlow } from '#server/mail/mail-failure-repository.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { startPeriodicTask, type PeriodicTask } from '#server/periodic-task.ts';
import type { TimeZoneSource } from '#server/site-settings/site-settings.ts';
import { backupOverdueHours } from '#shared/contracts/system.ts';
import { alertRoles } from './health-alert-mail.ts';
import { closeIncident, openIncident, openIncidents } from './health-incidents-repository.ts';

/** Mail failing this long, with nothing accepted meanwhile, is told to the owners. */
export const mailFailingMs = 60 * 60_000;
const backupOverdueMs = backupOverdueHours * 60 * 60_000;

/** One kind of trouble the owners are told of: when it began, and when it is over. */
interface HealthWatch {
  kind: HealthIncidentKind;
  /** Since when it has been wrong, once that is long enough to tell; else null. */
  troubleSince(db: Database, now: Date): Promise<Date | null>;
  /** Whether the trouble that began at `since` is over. */
  recovered(db: Database, since: Date): Promise<boolean>;
}

/** Decision 136: mail waiting after a failure, nothing accepted since, for an hour. */
const mailWatch: HealthWatch = {
  kind: 'mail',
  async troubleSince(db, now) {
    const { failingSince } = await mailFlow(db);
    return failingSince && now.getTime() - failingSince.getTime() >= mailFailingMs
      ? failingSince
      : null;
  },
  // A mail accepted after the failure began, and none failing since the last one accepted.
  async recovered(db, since) {
    const { lastSentAt, failingSince } = await mailFlow(db);
    return lastSentAt !== null && lastSentAt > since && failingSince === null;
  },
};

async function lastBackupSucceededAt(db: Database): Promise<Date | null> {
  const { lastSucceeded } = await latestBackupRuns(db);
  if (!lastSucceeded) return null;
  return new Date(lastSucceeded.finishedAt ?? lastSucceeded.startedAt);
}

/**
 * Decision 136: backups on, and none succeeded for `backupOverdueHours` counted from the last
 * success or from when backups began to be expected, whichever is later: a new shop, or a
 * schedule just turned on, has the time to run twice first.
 */
const backupsWatch: HealthWatch = {
  kind: 'backups',
  async troubleSince(db, now) {
    const { enabled, expectedSince } = await backupExpectation(db);
    if (!enabled || !expectedSince) return null;
    const succeeded = await lastBackupSucceededAt(db);
    const since = succeeded && succeeded > expectedSince ? succeeded : expectedSince;
    return now.getTime() - since.getTime() >= backupOverdueMs ? since : null;
  },
  async recovered(db, since) {
    const succeeded = await lastBackupSucceededAt(db);
    return succeeded !== null && succeeded > since;
  },
};

const watches = [mailWatch, backupsWatch];

type HealthContext = Pick<ServerContext, 'db' | 'clock' | 'outbox'> & {
  settings: TimeZoneSource;
};

export interface HealthEvent {
  kind: HealthIncidentKind;
  event: 'opened' | 'recovered';
  /** Alerts queued: one per owner. */
  mailed: number;
}

/** Queues the alert to every owner, in the transaction that opened or closed the incident. */
async function mailOwners(
  tx: Database,
  alert: { incidentId: number; event: HealthEvent['event']; timeZone: string },
): Promise<number> {
  const owners = (await listAdmins(tx)).filter((admin) => alertRoles.includes(admin.role));
  for (const owner of owners) {
    await enqueueMail(tx, { kind: 'health-alert', recipient: owner.email, payload: alert });
  }
  return owners.length;
}

/** Opens or closes one kind's incident; answers what this instance did, if anything. */
async function checkWatch(
  ctx: HealthContext,
  watch: HealthWatch,
  open: { id: number; since: Date } | undefined,
): Promise<HealthEvent | undefined> {
  const { db } = ctx;
  const now = ctx.clock();
  const timeZone = ctx.settings.current().timeZone;
  if (open) {
    if (!(await watch.recovered(db, open.since))) return undefined;
    const mailed = await inTransaction(db, async (tx) =>
      (await closeIncident(tx, open.id, now))
        ? mailOwners(tx, { incidentId: open.id, event: 'recovered', timeZone })
        : undefined,
    );
    return mailed === undefined ? undefined : { kind: watch.kind, event: 'recovered', mailed };
  }
  const since = await watch.troubleSince(db, now);
  if (!since) return undefined;
  const mailed = await inTransaction(db, async (tx) => {
    const incidentId = await openIncident(tx, { kind: watch.kind, openedAt: now, since });
    return incidentId === undefined
      ? undefined
      : mailOwners(tx, { incidentId, event: 'opened', timeZone });
  });
  return mailed === undefined ? undefined : { kind: watch.kind, event: 'opened', mailed };
}

/**
 * Opens an incident, and mails the owners, for each trouble that lasted long enough, and
 * closes it, mailing them again, once it is over. Every instance runs it: the incident's
 * unique index and conditional close let one of them act. Answers what this call did.
 */
export async function checkHealth(ctx: HealthContext): Promise<HealthEvent[]> {
  const open = new Map((await openIncidents(ctx.db)).map((incident) => [incident.kind, incident]));
  const events: HealthEvent[] = [];
  for (const watch of watches) {
    const event = await checkWatch(ctx, watch, open.get(watch.kind));
    if (event) events.push(event);
  }
  if (events.some((event) => event.mailed > 0)) ctx.outbox.nudge();
  return events;
}

/** Runs `checkHealth` at start and then every `everyMs` (default a minute). */
export function startHealthAlerts(
  ctx: HealthContext,
  logger: Logger,
  everyMs = 60_000,
): PeriodicTask {
  return startPeriodicTask({
    everyMs,
    logger,
    failure: 'checking the shop health failed; it runs again in a minute',
    async pass() {
      for (const event of await checkHealth(ctx)) {
        const log = event.event === 'opened' ? logger.error : logger.info;
        log.call(logger, event, `health incident ${event.event}: the owners are mailed`);
      }
    },
  });
}
