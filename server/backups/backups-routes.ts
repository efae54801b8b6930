import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { notFound } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { storedIdParam } from '#server/http/stored-id.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { backupScheduleSchema } from '#shared/contracts/system.ts';
import {
  backupFileForDownload,
  backupsStatus,
  changeBackupSchedule,
  startBackupNow,
} from './backups-admin-service.ts';

const path = (full: string) => full.slice(adminApi.prefix.length);

/** The System section's backups (owners): the list, "Back up now", the schedule, a download. */
export function backupsRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.get(path(adminApi.backups), async (c) => c.json(await backupsStatus(ctx)));
  routes.post(path(adminApi.backups), async (c) =>
    c.json({ run: await startBackupNow(ctx, auditActor(c)) }, 202),
  );
  routes.put(path(adminApi.backupSchedule), async (c) => {
    const schedule = await parseJsonBody(c, backupScheduleSchema);
    return c.json(await changeBackupSchedule(ctx, auditActor(c), schedule));
  });
  // adminApi.backupFile(':id') would encode the colon.
  routes.get('/backups/:id/file', async (c) => {
    const id = storedIdParam(c, notFound('There is no such backup.'));
    const file = await backupFileForDownload(ctx, auditActor(c), id);
    const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Length': String(file.bytes),
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'no-store',
      },
    });
  });
  return routes;
}
