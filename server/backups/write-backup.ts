import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import { to as copyTo } from 'pg-copy-streams';
import type { DatabaseHandle } from '#server/db/database.ts';
import { inBackupSession, type BackupSession } from './backup-connection.ts';
import { backupFormat, backupFormatVersion, endOfRows, jsonLine } from './backup-format.ts';
import { codeMigrations } from './backup-migrations.ts';
import {
  appliedMigrations,
  backupTables,
  nextSequenceValues,
  quoteIdentifier,
  type BackupTable,
} from './backup-tables-repository.ts';

export interface BackupSummary {
  bytes: number;
  rows: number;
  tables: number;
  /** The last migration the backed-up database had applied (its tag), '' for none. */
  migration: string;
}

// PGlite reads a table this many pages (8 kB each) at a time, and lets the event loop turn in
// between: the site keeps answering from memory while a big table is read.
const pagesPerChunk = 256;

type WriteChunk = (chunk: Buffer | string) => Promise<void>;

/** Writes a consistent backup of the whole database to filePath (via filePath + '.partial', renamed when complete). */
export async function writeBackup(
  handle: DatabaseHandle,
  filePath: string,
): Promise<BackupSummary> {
  const partial = `${filePath}.partial`;
  // A backup holds every buyer's address and order: readable by the shop's own user alone.
  await mkdir(path.dirname(filePath), { recursive: true, mode: 0o700 });
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  // Reported by `await written` below; a rejection before then must not go unhandled.
  written.catch(() => undefined);
  const write: WriteChunk = async (chunk) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  try {
    const summary = await inBackupSession(handle, 'read only', (session) => dump(session, write));
    gzip.end();
    await written;
    await rename(partial, filePath);
    return { ...summary, bytes: (await stat(filePath)).size };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

async function dump(
  session: BackupSession,
  write: WriteChunk,
): Promise<Omit<BackupSummary, 'bytes'>> {
  const { query } = session;
  const applied = await appliedMigrations(query);
  const lastMigration =
    (await codeMigrations()).find((entry) => entry.when === applied.lastCreatedAt)?.tag ?? null;
  await write(
    jsonLine({
      format: backupFormat,
      version: backupFormatVersion,
      createdAt: new Date().toISOString(),
      migrations: applied.count,
      lastMigration,
      driver: session.driver,
    }),
  );
  const tables = await backupTables(query);
  const counts: Record<string, number> = {};
  let rows = 0;
  for (const table of tables) {
    await write(jsonLine({ table: table.name, columns: table.columns }));
    const count = await dumpTable(session, table, write);
    await write(endOfRows);
    counts[table.name] = count;
    rows += count;
  }
  // Read last: taken after the rows, each sequence is at least past every key written.
  const sequences = await nextSequenceValues(query);
  await write(jsonLine({ end: true, tables: counts, sequences }));
  return { rows, tables: tables.length, migration: lastMigration ?? '' };
}

/** COPY text ends every row with a newline and escapes those inside values. */
export function countLines(chunk: Buffer): number {
  let count = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) count += 1;
  return count;
}

async function dumpTable(
  session: BackupSession,
  table: BackupTable,
  write: WriteChunk,
): Promise<number> {
  const columns = table.columns.map(quoteIdentifier).join(', ');
  const name = quoteIdentifier(table.name);
  let count = 0;
  if (session.driver === 'postgres') {
    const rows = session.client.query(copyTo(`copy ${name} (${columns}) to stdout`));
    for await (const chunk of rows as AsyncIterable<Buffer>) {
      count += countLines(chunk);
      await write(chunk);
    }
    return count;
  }
  const [size] = await session.query<{ pages: number }>(
    `select (pg_relation_size($1::regclass) / current_setting('block_size')::bigint)::int as "pages"`,
    [name],
  );
  const pages = size?.pages ?? 0;
  for (let from = 0; from === 0 || from < pages; from += pagesPerChunk) {
    const to = from + pagesPerChunk;
    // The last chunk has no upper bound: nothing can escape between the size read and the copy.
    const range =
      to >= pages
        ? `ctid >= '(${from},0)'::tid`
        : `ctid >= '(${from},0)'::tid and ctid < '(${to},0)'::tid`;
    const result = await session.tx.query(
      `copy (select ${columns} from ${name} where ${range}) to '/dev/blob'`,
    );
    if (result.blob) {
      const chunk = Buffer.from(await result.blob.arrayBuffer());
      count += countLines(chunk);
      await write(chunk);
    }
    await nextTurn();
  }
  return count;
}
