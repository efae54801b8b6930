import { createHash } from 'node:crypto';
import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { announceContentChange } from '#server/db/content-changes.ts';
import { issueId, issuedIdPattern } from '#server/db/issued-ids.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { takeGuideReadyWishes } from '#server/newsletter/subscriber-repository.ts';
import { ServiceError } from '#server/service-error.ts';
import type { GuideFile, GuideFilesAnswer } from '#shared/contracts/admin-guide-files.ts';
import {
  deleteGuideFile,
  insertGuideFile,
  listGuideFiles,
  type GuideFileRow,
} from './guide-files-repository.ts';
import { checkGuidePdf } from './guide-pdf-check.ts';

type GuideContext = Pick<ServerContext, 'db' | 'config' | 'logger' | 'pdf' | 'outbox' | 'settings'>;

/** Ids we issue: unguessable, and recognisable before any lookup. */
const guideFilePrefix = 'gf';
export const guideFileIdPattern = issuedIdPattern(guideFilePrefix);

function asEntry(row: GuideFileRow): GuideFile {
  return {
    id: row.id,
    name: row.name,
    sizeBytes: row.sizeBytes,
    pageCount: row.pageCount,
    sha256: row.sha256,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: row.uploadedByEmail,
  };
}

/** The stored files, newest first, the size limit, and which file buyers receive now. */
export async function guideFilesOverview(ctx: GuideContext): Promise<GuideFilesAnswer> {
  const files = (await listGuideFiles(ctx.db)).map(asEntry);
  const [newest] = files;
  return {
    files,
    maxBytes: ctx.config.uploads.guideMaxBytes,
    delivered: newest
      ? { kind: 'upload', id: newest.id, name: newest.name, uploadedAt: newest.uploadedAt }
      : { kind: 'placeholder' },
  };
}

export interface GuideUpload {
  name: string;
  bytes: Uint8Array;
}

/**
 * Checks the upload is a PDF that can be stamped (checkGuidePdf), then stores it, its bytes in 1 MiB rows, with its audit entry, all in one
 * transaction: it is delivered to the next buyer, or (on any failure) nothing is stored. The
 * same transaction queues the one mail owed to each confirmed subscriber who asked to hear
 * when the guide is ready (asked while none was on sale), and clears their wish.
 */
export async function storeGuideFile(
  ctx: GuideContext,
  actor: AdminActor,
  upload: GuideUpload,
): Promise<GuideFile> {
  const { pageCount } = await checkGuidePdf(ctx, upload.bytes);
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const row = await inTransaction(ctx.db, async (tx) => {
    const stored = await insertGuideFile(
      tx,
      {
        id: issueId(guideFilePrefix),
        name: upload.name,
        sizeBytes: upload.bytes.byteLength,
        pageCount,
        sha256,
        uploadedBy: actor.actorId,
        uploadedByEmail: actor.actorEmail,
      },
      upload.bytes,
    );
    await recordAudit(tx, {
      ...actor,
      action: 'guide_uploaded',
      target: stored.id,
      targetLabel: stored.name,
      detail: {
        name: stored.name,
        sizeBytes: stored.sizeBytes,
        pageCount: stored.pageCount,
        sha256,
      },
    });
    // Pages name the delivered guide's page count: every instance reads it again.
    await announceContentChange(tx, 'guide');
    const told = await takeGuideReadyWishes(tx);
    for (const subscriber of told) {
      await enqueueMail(tx, {
        kind: 'guide-ready',
        recipient: subscriber.email,
        payload: { unsubscribeToken: subscriber.unsubscribeToken },
      });
    }
    return { ...stored, told: told.length };
  });
  if (row.told > 0) ctx.outbox.nudge();
  await ctx.settings.reload();
  ctx.logger.info(
    { guideFileId: row.id, sizeBytes: row.sizeBytes, guideReadyMails: row.told },
    'guide file uploaded',
  );
  return asEntry(row);
}

/** Removes a stored file: buyers then receive the previous upload, or the placeholder. */
export async function removeGuideFile(
  ctx: GuideContext,
  actor: AdminActor,
  id: string,
): Promise<GuideFilesAnswer> {
  const removed = await inTransaction(ctx.db, async (tx) => {
    const row = await deleteGuideFile(tx, id);
    if (row) {
      await recordAudit(tx, {
        ...actor,
        action: 'guide_removed',
        target: row.id,
        targetLabel: row.name,
        detail: { name: row.name, sha256: row.sha256 },
      });
      await announceContentChange(tx, 'guide');
    }
    return row;
  });
  if (!removed) throw new ServiceError('not_found', 'not_found', 'There is no such guide file.');
  await ctx.settings.reload();
  ctx.logger.info({ guideFileId: id }, 'guide file removed');
  return guideFilesOverview(ctx);
}
