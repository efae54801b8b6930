import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The rows the migrations insert (the seed's posts, state guides and pages, with their revisions
 * and the sequence after them), as statements: a test database emptied for the next test gets
 * them again, so every test starts from what a fresh install publishes.
 */
export function migrationSeedStatements(): string[] {
  const folder = join(process.cwd(), 'drizzle');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .flatMap((name) => readFileSync(join(folder, name), 'utf8').split('--> statement-breakpoint'))
    .map((statement) => statement.trim())
    .filter(
      (statement) =>
        statement.startsWith('INSERT INTO "publishing_') ||
        statement.startsWith("SELECT setval(pg_get_serial_sequence('publishing_"),
    );
}
