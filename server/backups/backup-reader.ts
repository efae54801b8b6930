import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { BackupRefusedError, endOfRows } from './backup-format.ts';

const endMarker = Buffer.from(endOfRows);
const newlineEndMarker = Buffer.from(`\n${endOfRows}`);
// A header, table or trailer line is a few kilobytes; more is not a backup of ours.
const longestLine = 4 * 1024 * 1024;

export const damagedFile =
  'The backup file is damaged or incomplete (cut short while copying or writing?): nothing was restored. Use another backup file.';

/**
 * Reads a backup file as it unzips: its JSON lines, and each table's rows as chunks of whole
 * COPY text lines. Zip errors (a damaged or cut file) come out as a BackupRefusedError.
 */
export class BackupReader {
  private pending: Buffer = Buffer.alloc(0);
  private readonly unzipped = createGunzip();
  private readonly source: AsyncIterator<Buffer>;

  constructor(filePath: string) {
    // Errors reach the iterator below; the pipeline's own promise has nothing more to say.
    pipeline(createReadStream(filePath), this.unzipped).catch(() => undefined);
    this.source = this.unzipped[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  /** Appends the next unzipped chunk; false at the end of the file. */
  private async more(): Promise<boolean> {
    let next: IteratorResult<Buffer>;
    try {
      next = await this.source.next();
    } catch {
      throw new BackupRefusedError(damagedFile);
    }
    if (next.done) return false;
    this.pending = this.pending.length ? Buffer.concat([this.pending, next.value]) : next.value;
    return true;
  }

  /** The next line, or null at the end of the file. */
  async line(): Promise<string | null> {
    for (;;) {
      const end = this.pending.indexOf(10);
      if (end !== -1) {
        const line = this.pending.toString('utf8', 0, end);
        this.pending = this.pending.subarray(end + 1);
        return line;
      }
      if (this.pending.length > longestLine) throw new BackupRefusedError(damagedFile);
      if (!(await this.more())) return null;
    }
  }

  /** One table's rows up to its `\.` line, in chunks of whole lines. */
  async *rows(): AsyncGenerator<Buffer> {
    for (;;) {
      // `pending` always starts at the beginning of a line.
      if (this.pending.subarray(0, endMarker.length).equals(endMarker)) {
        this.pending = this.pending.subarray(endMarker.length);
        return;
      }
      const marker = this.pending.indexOf(newlineEndMarker);
      if (marker !== -1) {
        yield this.pending.subarray(0, marker + 1);
        this.pending = this.pending.subarray(marker + newlineEndMarker.length);
        return;
      }
      const lastNewline = this.pending.lastIndexOf(10);
      if (lastNewline !== -1) {
        yield this.pending.subarray(0, lastNewline + 1);
        this.pending = this.pending.subarray(lastNewline + 1);
      }
      if (!(await this.more())) throw new BackupRefusedError(damagedFile);
    }
  }

  /** True when nothing follows what was read. */
  async atEnd(): Promise<boolean> {
    while (this.pending.length === 0) if (!(await this.more())) return true;
    return false;
  }

  close(): void {
    this.unzipped.destroy();
  }
}
