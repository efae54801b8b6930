import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logger.ts';
import type { PdfWorkers } from '#server/pdf-worker/pdf-worker-pool.ts';
import { loadGuidePdf } from './guide-source.ts';
import { readStampedCopy, storeStampedCopy } from './stamped-copies-repository.ts';

/** Each buyer's stamped copy of the guide, made once per order and guide version. */
export interface GuideCopies {
  /**
   * The order's copy of the guide delivered now, with the buyer's e-mail address and order
   * number on every page: from memory, else from the database, else stamped (once, however
   * many requests ask at the same time) and stored for every later request and instance.
   */
  forOrder(order: { id: string; customerEmail: string }): Promise<Uint8Array<ArrayBuffer>>;
}

export interface GuideCopiesOptions {
  db: Database;
  pdf: PdfWorkers;
  logger: Logger;
  /** What all stored copies may take in the database together. */
  maxStoredBytes: number;
  /** The attorney notice as the settings hold it now, stamped on every page (decision 105). */
  attorneyNotice: () => string;
}

/**
 * What a stored copy was made from: the guide version and the notice stamped on it, so a
 * reworded notice is stamped again on the next copy asked for, like a new guide.
 */
function copyVersion(guideVersion: string, notice: string): string {
  return `${guideVersion}/${createHash('sha256').update(notice).digest('hex').slice(0, 16)}`;
}

/**
 * Copies kept in memory: reading one back from PGlite costs about 0.02 s per MiB on the thread
 * that answers requests, too much for every receipt of a 25 MB guide. A few at a time are the
 * buyers downloading at one moment.
 */
const recentCopiesBytes = 64 * 1024 * 1024;

export function startGuideCopies(options: GuideCopiesOptions): GuideCopies {
  const { db, pdf, logger } = options;
  const recent = new LRUCache<string, Uint8Array<ArrayBuffer>>({
    maxSize: recentCopiesBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
  });
  // Requests for the same copy while it is being made wait for that one stamp.
  const making = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

  async function make(
    order: { id: string; customerEmail: string },
    guide: { bytes: Uint8Array; version: string },
    notice: string,
    version: string,
  ): Promise<Uint8Array<ArrayBuffer>> {
    const stored = await readStampedCopy(db, order.id, version);
    if (stored) return stored;
    const owner = { email: order.customerEmail, orderId: order.id };
    const bytes = await pdf.stamp(guide.bytes, owner, notice);
    const copy = { orderId: order.id, guideVersion: version, bytes };
    if ((await storeStampedCopy(db, copy, options.maxStoredBytes)) === 'kept') {
      // Another instance stored its copy first: every instance serves that one.
      return (await readStampedCopy(db, order.id, version)) ?? bytes;
    }
    logger.info(
      { orderId: order.id, guideVersion: guide.version, sizeBytes: bytes.byteLength },
      'guide copy stamped',
    );
    return bytes;
  }

  return {
    async forOrder(order) {
      const guide = await loadGuidePdf({ db, pdf });
      const notice = options.attorneyNotice();
      const version = copyVersion(guide.version, notice);
      const key = `${order.id}/${version}`;
      const cached = recent.get(key);
      if (cached) return cached;
      let pending = making.get(key);
      if (!pending) {
        pending = make(order, guide, notice, version)
          .then((bytes) => {
            recent.set(key, bytes);
            return bytes;
          })
          .finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
  };
}
