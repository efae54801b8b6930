import { z } from 'zod';

/**
 * One backup file: gzip of JSON lines and PostgreSQL COPY text. The header line, then per table
 * a line naming it and its columns followed by its rows in COPY text format and a `\.` line,
 * then the trailer line. COPY text is what both drivers read and write alike, so a backup of
 * the embedded database loads into a PostgreSQL server and the reverse.
 */
export const backupFormat = 'child-support-defense-backup';
export const backupFormatVersion = 1;
/** The file name's ending: the CLI's default name, and what the schedule lists. */
export const backupFileExtension = '.csdb.gz';
/** The line that ends a table's rows, as COPY text writes it. */
export const endOfRows = '\\.\n';

/** Settings the dump and the load run under, so dates and times read the same everywhere. */
export const textSettings = { TimeZone: 'UTC', DateStyle: 'ISO', IntervalStyle: 'postgres' };

export const backupHeaderSchema = z.object({
  format: z.literal(backupFormat),
  version: z.literal(backupFormatVersion),
  createdAt: z.string(),
  /** How many of the drizzle migrations the database had applied: its schema's level. */
  migrations: z.number().int().nonnegative(),
  lastMigration: z.string().nullable(),
  driver: z.enum(['pglite', 'postgres']),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export const tableLineSchema = z.object({
  table: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1),
});
export type TableLine = z.infer<typeof tableLineSchema>;

export const backupTrailerSchema = z.object({
  end: z.literal(true),
  /** Rows written per table: a restore checks it loaded exactly these. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** `table.column` of each serial or identity: the value its sequence would hand out next. */
  sequences: z.record(z.string(), z.number().int().positive()),
});
export type BackupTrailer = z.infer<typeof backupTrailerSchema>;

export function jsonLine(value: BackupHeader | TableLine | BackupTrailer): string {
  return `${JSON.stringify(value)}\n`;
}

/** Why a restore would not start or was undone; its message is for the person running it. */
export class BackupRefusedError extends Error {
  override name = 'BackupRefusedError';
}
