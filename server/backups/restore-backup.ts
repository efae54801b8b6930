import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseHandle } from '#server/db/database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { inBackupSession, type BackupSession } from './backup-connection.ts';
import {
  backupHeaderSchema,
  BackupRefusedError,
  backupTrailerSchema,
  tableLineSchema,
  type BackupHeader,
  type BackupTrailer,
} from './backup-format.ts';
import { codeMigrations, migrateToLevel, migrationSeededTables } from './backup-migrations.ts';
import { BackupReader, damagedFile } from './backup-reader.ts';
import {
  appliedMigrations,
  backupTables,
  countRows,
  quoteIdentifier,
  restoreSequences,
  tablesWithRows,
  type BackupTable,
  type RawQuery,
} from './backup-tables-repository.ts';
import { countLines } from './write-backup.ts';

export { BackupRefusedError } from './backup-format.ts';

// PGlite loads a table this much COPY text at a time, letting the event loop turn in between.
const pgliteChunkBytes = 4 * 1024 * 1024;

const notABackup =
  'This file is not a backup of this shop (or it is damaged): nothing was restored.';
const newerBackup = (backup: string) =>
  `This backup comes from a newer release of the shop (its database is at ${backup}): update the shop's code first, then restore.`;
const otherRelease = (backup: string) =>
  `This backup's database level (${backup}) is not one this release knows: restore it with the release that made it.`;
const notEmpty = (tables: string[]) =>
  `The database already holds data (in ${tables.join(', ')}): a restore goes only into an empty one, so nothing was changed. For the embedded database, point DATA_DIR to a new folder; for PostgreSQL, create a new database (createdb) and point DATABASE_URL to it.`;
const newerDatabase =
  'This database was set up by a newer release than the backup: restore into a new, empty database (a new DATA_DIR folder, or a new PostgreSQL database made with createdb).';

function parseLine<T>(line: string | null, schema: { parse(value: unknown): T }): T {
  if (line === null) throw new BackupRefusedError(damagedFile);
  try {
    return schema.parse(JSON.parse(line));
  } catch {
    throw new BackupRefusedError(notABackup);
  }
}

/**
 * Loads a backup into an empty database: migrated to the backup's own level first, every table
 * filled in one transaction (all of it or nothing), then migrated to this release's level.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  filePath: string,
): Promise<{ rows: number; tables: number }> {
  const reader = new BackupReader(filePath);
  try {
    const header = parseLine(await reader.line(), backupHeaderSchema);
    await checkLevels(handle, header);
    await migrateToLevel(handle, header.migrations);
    const loaded = await inBackupSession(handle, 'read write', (session) => load(session, reader));
    await migrateDatabase(handle);
    return loaded;
  } finally {
    reader.close();
  }
}

async function checkLevels(handle: DatabaseHandle, header: BackupHeader): Promise<void> {
  const known = await codeMigrations();
  const level = header.lastMigration ?? String(header.migrations);
  if (header.migrations > known.length) throw new BackupRefusedError(newerBackup(level));
  if (header.migrations > 0 && known[header.migrations - 1]?.tag !== header.lastMigration) {
    throw new BackupRefusedError(otherRelease(level));
  }
  const query = directQuery(handle);
  const applied = await appliedMigrations(query);
  if (applied.count === 0) return;
  const seeded = await migrationSeededTables();
  const tables = (await backupTables(query)).map((table) => table.name);
  const filled = await tablesWithRows(
    query,
    tables.filter((table) => !seeded.has(table)),
  );
  if (filled.length > 0) throw new BackupRefusedError(notEmpty(filled));
  if (applied.count > header.migrations) throw new BackupRefusedError(newerDatabase);
}

function directQuery(handle: DatabaseHandle): RawQuery {
  return handle.driver === 'pglite'
    ? async <Row>(text: string, params?: unknown[]) =>
        (await handle.client.query<Row>(text, params)).rows
    : async <Row>(text: string, params?: unknown[]) =>
        (await handle.client.query(text, params)).rows as Row[];
}

async function load(
  session: BackupSession,
  reader: BackupReader,
): Promise<{ rows: number; tables: number }> {
  const { query } = session;
  const tables = new Map((await backupTables(query)).map((table) => [table.name, table]));
  // The migrations' seed rows go: the backup holds the shop's own version of them.
  await query(`truncate ${[...tables.keys()].map(quoteIdentifier).join(', ')}`);
  const loaded: Record<string, number> = {};
  let trailer: BackupTrailer | undefined;
  for (;;) {
    const line = await reader.line();
    if (line === null) throw new BackupRefusedError(damagedFile);
    if (line.startsWith('{"end":')) {
      trailer = parseLine(line, backupTrailerSchema);
      break;
    }
    const { table: name, columns } = parseLine(line, tableLineSchema);
    const table = tables.get(name);
    if (!table || table.columns.join() !== columns.join() || name in loaded) {
      throw new BackupRefusedError(otherRelease(name));
    }
    loaded[name] = await loadTable(session, table, reader);
  }
  if (!(await reader.atEnd())) throw new BackupRefusedError(notABackup);
  let rows = 0;
  for (const [name, expected] of Object.entries(trailer.tables)) {
    if (loaded[name] !== expected || (await countRows(query, name)) !== expected) {
      throw new BackupRefusedError(damagedFile);
    }
    rows += expected;
  }
  if (Object.keys(loaded).length !== Object.keys(trailer.tables).length) {
    throw new BackupRefusedError(damagedFile);
  }
  await restoreSequences(query, trailer.sequences);
  return { rows, tables: Object.keys(loaded).length };
}

async function loadTable(
  session: BackupSession,
  table: BackupTable,
  reader: BackupReader,
): Promise<number> {
  const statement = `copy ${quoteIdentifier(table.name)} (${table.columns.map(quoteIdentifier).join(', ')}) from`;
  let count = 0;
  const counted = async function* () {
    for await (const chunk of reader.rows()) {
      count += countLines(chunk);
      yield chunk;
    }
  };
  if (session.driver === 'postgres') {
    await pipeline(Readable.from(counted()), session.client.query(copyFrom(`${statement} stdin`)));
    return count;
  }
  let batch: Buffer[] = [];
  let batchBytes = 0;
  const flush = async () => {
    if (batchBytes === 0) return;
    await session.tx.query(`${statement} '/dev/blob'`, [], {
      blob: new Blob([Buffer.concat(batch)]),
    });
    batch = [];
    batchBytes = 0;
    await nextTurn();
  };
  for await (const chunk of counted()) {
    batch.push(chunk);
    batchBytes += chunk.length;
    if (batchBytes >= pgliteChunkBytes) await flush();
  }
  await flush();
  return count;
}
