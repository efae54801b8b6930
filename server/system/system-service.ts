import { latestBackupRuns } from '#server/backups/backup-runs-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { storedCopiesBytes } from '#server/delivery/stamped-copies-repository.ts';
import { mailHealthCounts } from '#server/mail/mail-health-repository.ts';
import { mailKindsCopy } from '#content/mail-kind-labels.ts';
import type { InstanceView, SystemStatus } from '#shared/contracts/system.ts';
import { databaseSize } from './database-size-repository.ts';
import { recentIncidents } from './health-incidents-repository.ts';
import { currentHeartbeat, heartbeatEveryMs } from './instance-heartbeat.ts';
import { instanceHeartbeatRows, type InstanceHeartbeat } from './instance-heartbeats-repository.ts';

type SystemContext = Pick<ServerContext, 'db' | 'clock' | 'config' | 'instance' | 'pdf'>;

/** Four missed beats: an instance that went silent this long is listed as not reporting. */
const reportingWithinMs = 4 * heartbeatEveryMs;

/** Incidents closed this long ago still show, so an owner back from a weekend sees them. */
const closedIncidentsShownMs = 7 * 24 * 60 * 60_000;

function instanceView(row: InstanceHeartbeat, now: Date, current: boolean): InstanceView {
  // A silent instance was up until it was last seen; a reporting one is up now.
  const reporting = current || now.getTime() - row.seenAt.getTime() <= reportingWithinMs;
  const upUntil = reporting ? now : row.seenAt;
  return {
    instanceId: row.instanceId,
    hostname: row.hostname,
    pid: row.pid,
    version: row.version,
    startedAt: row.startedAt.toISOString(),
    seenAt: row.seenAt.toISOString(),
    uptimeSeconds: Math.max(0, Math.round((upUntil.getTime() - row.startedAt.getTime()) / 1000)),
    pdfWorkerRestarts: row.pdfWorkerRestarts,
    rssBytes: row.rssBytes,
    current,
    reporting,
  };
}

/**
 * `GET /api/admin/system`: each instance (this one measured now, the others as their last
 * heartbeat said), mail not sent by kind, the last backups, stored copies against their
 * limit, the database's size and the incidents of the last week.
 */
export async function systemStatus(ctx: SystemContext): Promise<SystemStatus> {
  const now = ctx.clock();
  const [rows, mail, backups, copiesBytes, database, incidents] = await Promise.all([
    instanceHeartbeatRows(ctx.db),
    mailHealthCounts(ctx.db),
    latestBackupRuns(ctx.db),
    storedCopiesBytes(ctx.db),
    databaseSize(ctx.db),
    recentIncidents(ctx.db, new Date(now.getTime() - closedIncidentsShownMs)),
  ]);
  const others = rows.filter((row) => row.instanceId !== ctx.instance.id);
  return {
    instances: [
      instanceView(currentHeartbeat(ctx), now, true),
      ...others.map((row) => instanceView(row, now, false)),
    ],
    mail: mail
      .map((counts) => ({ ...counts, label: mailKindsCopy[counts.kind] ?? counts.kind }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    lastBackup: backups.last,
    lastSucceededBackup: backups.lastSucceeded,
    storedCopies: { bytes: copiesBytes, limitBytes: ctx.config.stampedCopiesMaxBytes },
    database,
    incidents: incidents.map((incident) => ({
      kind: incident.kind,
      openedAt: incident.openedAt.toISOString(),
      closedAt: incident.closedAt?.toISOString() ?? null,
    })),
  };
}
