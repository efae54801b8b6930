import type { Context } from 'hono';
import type { PersonExport } from '#shared/contracts/privacy.ts';
import { personExportFileName } from './privacy-export-service.ts';

/** A person's file as a download: indented JSON (people read it), never cached. */
export function personExportDownload(c: Context, file: PersonExport): Response {
  return c.body(`${JSON.stringify(file, null, 2)}\n`, 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="${personExportFileName(file)}"`,
    'Cache-Control': 'private, no-store',
  });
}
