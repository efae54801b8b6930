import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import type { CsvExport } from '#server/http/csv-export.ts';
import type { SubscribersResponse, subscriberQuerySchema } from '#shared/contracts/admin.ts';
import type { z } from 'zod';
import {
  confirmedSubscribers,
  subscriberCounts,
  subscriberPage,
  type ConsentRow,
} from './subscribers-admin-repository.ts';

const subscriberPageSize = 25;
/** Rows read from the database per query while the export is sent. */
const exportBatchSize = 1000;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The subscribers card: counts by status and one page of the list. */
export async function listSubscribers(
  ctx: Pick<ServerContext, 'db'>,
  query: z.infer<typeof subscriberQuerySchema>,
): Promise<SubscribersResponse> {
  const [counts, rows] = await Promise.all([
    subscriberCounts(ctx.db),
    subscriberPage(ctx.db, {
      status: query.status,
      offset: (query.page - 1) * subscriberPageSize,
      limit: subscriberPageSize,
    }),
  ]);
  const total =
    query.status === 'all'
      ? counts.pending + counts.confirmed + counts.unsubscribed
      : counts[query.status];
  return {
    counts,
    total,
    page: query.page,
    pageSize: subscriberPageSize,
    rows: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: iso(row.confirmedAt),
      unsubscribedAt: iso(row.unsubscribedAt),
    })),
  };
}

/**
 * Confirmed subscribers with their consent proof (when and from where they signed up and
 * confirmed), as the CSV download; the export is recorded before it starts.
 */
export async function subscribersExport(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  actor: AdminActor,
): Promise<CsvExport<ConsentRow>> {
  await recordAudit(ctx.db, { ...actor, action: 'subscribers_exported' });
  return {
    name: 'subscribers',
    headers: ['Email', 'Signed up', 'Signup IP', 'Confirmed', 'Confirm IP'],
    cells: (row) => [
      row.email,
      row.createdAt.toISOString(),
      row.signupIp,
      iso(row.confirmedAt),
      row.confirmIp,
    ],
    rows: confirmedSubscribers(ctx.db, exportBatchSize),
    now: ctx.clock(),
  };
}
