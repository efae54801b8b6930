import type { ServerContext } from '#server/context.ts';
import { newestGuideFile, readGuideFileBytes } from '#server/guide-files/guide-files-repository.ts';
import type { PdfWorkers } from '#server/pdf-worker/pdf-worker-pool.ts';

/** The name buyers see for the file, in the mail attachment and the download. */
export const guideFileName = 'child-support-defense-guide.pdf';

/** The version of the guide while nothing is uploaded. */
export const placeholderVersion = 'placeholder';

export interface GuidePdf {
  /** Shared between callers (both sources are cached): read it, never change it. */
  bytes: Uint8Array;
  /** The stored file's id, or `placeholder`: a stamped copy is made once per order and version. */
  version: string;
  isPlaceholder: boolean;
}

// Built once per process (in the PDF worker): the placeholder never changes while the server runs.
let placeholder: Promise<Uint8Array> | undefined;

function placeholderBytes(pdf: PdfWorkers): Promise<Uint8Array> {
  placeholder ??= pdf.placeholder().catch((error: unknown) => {
    placeholder = undefined;
    throw error;
  });
  return placeholder;
}

// The newest upload's bytes, read from the database once per version (a new upload has a new
// id), not per download. Stored files never change, so an id's bytes stay valid.
let upload: { id: string; bytes: Promise<Uint8Array | undefined> } | undefined;

function uploadBytes(db: ServerContext['db'], id: string): Promise<Uint8Array | undefined> {
  if (upload?.id !== id) {
    const entry = {
      id,
      bytes: readGuideFileBytes(db, id).then(
        (bytes) => {
          // Removed meanwhile: nothing worth keeping.
          if (!bytes && upload === entry) upload = undefined;
          return bytes;
        },
        (error: unknown) => {
          if (upload === entry) upload = undefined;
          throw error;
        },
      ),
    };
    upload = entry;
  }
  return upload.bytes;
}

/**
 * The guide to deliver: the newest stored upload, else the generated placeholder. Each call
 * asks the database only which file is newest (one index step), so an upload or a removal
 * counts for the next buyer on every instance.
 */
export async function loadGuidePdf(ctx: Pick<ServerContext, 'db' | 'pdf'>): Promise<GuidePdf> {
  // A second look when the newest file was removed between the two queries.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const newest = await newestGuideFile(ctx.db);
    if (!newest) break;
    const bytes = await uploadBytes(ctx.db, newest.id);
    if (bytes) return { bytes, version: newest.id, isPlaceholder: false };
  }
  return {
    bytes: await placeholderBytes(ctx.pdf),
    version: placeholderVersion,
    isPlaceholder: true,
  };
}
