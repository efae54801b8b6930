import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '#server/db/database.ts';
import { migrateDatabase, migrationsFolder } from '#server/db/migrate.ts';

interface Journal {
  entries: { tag: string; when: number }[];
}

const journalFile = (folder: string) => path.join(folder, 'meta', '_journal.json');

async function readJournal(folder = migrationsFolder): Promise<Journal> {
  return JSON.parse(await readFile(journalFile(folder), 'utf8')) as Journal;
}

/** The migrations this code knows, oldest first: a schema's level is a count of them. */
export async function codeMigrations(): Promise<{ tag: string; when: number }[]> {
  return (await readJournal()).entries;
}

/**
 * Brings a database up to `level` migrations and no further: the schema a backup was taken at,
 * so its rows load into the very tables they came from; the newer migrations run afterwards on
 * the loaded rows, as they would on the seller's own database. Drizzle applies what its folder's
 * journal lists, so it gets a copy of the folder whose journal stops at `level`.
 */
export async function migrateToLevel(handle: DatabaseHandle, level: number): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'csd-restore-migrations-'));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const journal = await readJournal(folder);
    await writeFile(
      journalFile(folder),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, level) }),
    );
    await migrateDatabase(handle, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Tables the migrations themselves fill (the first posts and pages of a fresh install): rows
 * there do not make a database one in use.
 */
export async function migrationSeededTables(): Promise<Set<string>> {
  const tables = new Set<string>();
  for (const { tag } of await codeMigrations()) {
    const text = await readFile(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
    // Seed rows come as VALUES; an INSERT ... SELECT copies rows a fresh database lacks.
    for (const match of text.matchAll(/INSERT INTO "([^"]+)" \([^)]*\) VALUES/g)) {
      tables.add(match[1] ?? '');
    }
  }
  return tables;
}
