import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { latestBackupRuns } from '#server/backups/backup-runs-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { storedCopiesBytes } from '#server/delivery/stamped-copies-repository.ts';
import { mailHealthCounts } from '#server/mail/mail-health-repository.ts';
import { mailKinds } from '#server/mail/mail-kinds.ts';
import { databaseSize } from '#server/system/database-size-repository.ts';

type MetricsContext = Pick<ServerContext, 'db' | 'clock' | 'config' | 'instance' | 'pdf'>;

export interface ServerMetrics {
  contentType: string;
  /** The text a scrape answers, its figures read now: a few counts in SQL, nothing scanned. */
  scrape(): Promise<string>;
  /** Times every request the server answers, by method, route and status class. */
  timeRequests(): MiddlewareHandler;
}

const mailStates = ['waiting', 'retrying', 'failed'] as const;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The route a request was answered by, as registered: a pattern, never the path itself, so a
 * scanner's thousand odd paths stay one series. Pages (the catch-all) read `page`.
 */
function answeringRoute(route: string): string {
  return route === '*' || route === '/*' ? 'page' : route;
}

/**
 * The figures `/metrics` shows, in a registry of this server's own (not prom-client's global
 * one, which every server of a test run would share): the process's defaults, then the
 * shop's, each read from the database at the scrape.
 */
export function serverMetrics(ctx: MetricsContext): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const outboxMails = new Gauge({
    name: 'shop_outbox_mails',
    help: 'Mail not sent yet, by kind and state (waiting: never tried; retrying; failed: given up)',
    labelNames: ['kind', 'state'] as const,
    registers,
  });
  const backupSuccess = new Gauge({
    name: 'shop_backup_last_success_timestamp_seconds',
    help: 'When the last successful backup finished (unix seconds; 0 when none has)',
    registers,
  });
  const backupBytes = new Gauge({
    name: 'shop_backup_last_success_bytes',
    help: 'The size of the last successful backup file',
    registers,
  });
  const databaseBytes = new Gauge({
    name: 'shop_database_bytes',
    help: 'The database size on disk (pg_database_size)',
    registers,
  });
  const copiesBytes = new Gauge({
    name: 'shop_stored_copies_bytes',
    help: "The bytes the buyers' stored stamped copies take",
    registers,
  });
  const copiesLimit = new Gauge({
    name: 'shop_stored_copies_limit_bytes',
    help: 'The most the stored stamped copies may take (STAMPED_COPIES_MAX_BYTES)',
    registers,
  });
  const pdfRestarts = new Counter({
    name: 'shop_pdf_worker_restarts_total',
    help: 'PDF worker threads replaced after a crash or a task past its memory or time limit',
    registers,
  });
  const instanceInfo = new Gauge({
    name: 'shop_instance_info',
    help: 'This instance: the release it runs and its id (always 1)',
    labelNames: ['version', 'instance_id', 'hostname'] as const,
    registers,
  });
  const uptime = new Gauge({
    name: 'shop_instance_uptime_seconds',
    help: 'How long this instance has been running',
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'How long the server took to answer, by method, the route that answered and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const { instance } = ctx;
  instanceInfo.set(
    { version: instance.version, instance_id: instance.id, hostname: instance.hostname },
    1,
  );
  copiesLimit.set(ctx.config.stampedCopiesMaxBytes);

  async function readFigures(): Promise<void> {
    const [mail, backups, database, copies] = await Promise.all([
      mailHealthCounts(ctx.db),
      latestBackupRuns(ctx.db),
      databaseSize(ctx.db),
      storedCopiesBytes(ctx.db),
    ]);
    outboxMails.reset();
    // Every kind and state, zero included: a series that vanishes cannot be alerted on.
    for (const kind of new Set([...mailKinds, ...mail.map((counts) => counts.kind)])) {
      const counts = mail.find((row) => row.kind === kind);
      for (const state of mailStates) outboxMails.set({ kind, state }, counts?.[state] ?? 0);
    }
    const succeeded = backups.lastSucceeded;
    backupSuccess.set(succeeded?.finishedAt ? seconds(new Date(succeeded.finishedAt)) : 0);
    backupBytes.set(succeeded?.bytes ?? 0);
    databaseBytes.set(database.bytes);
    copiesBytes.set(copies);
    pdfRestarts.reset();
    pdfRestarts.inc(ctx.pdf.restarts());
    uptime.set(seconds(ctx.clock()) - seconds(instance.startedAt));
  }

  return {
    contentType: registry.contentType,
    async scrape() {
      await readFigures();
      return registry.metrics();
    },
    timeRequests() {
      return async (c, next) => {
        const stop = requestSeconds.startTimer();
        await next();
        // After the chain: the route index is the handler's that answered.
        stop({
          method: c.req.method,
          route: answeringRoute(routePath(c)),
          status: `${Math.floor(c.res.status / 100)}xx`,
        });
      };
    },
  };
}
