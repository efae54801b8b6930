/**
 * What a backup holds, read from the catalog rather than listed by hand: a table added by a
 * future migration is backed up and restored without a word here. Raw SQL on the driver's own
 * client, as the dump and the load stream COPY on it; `query` runs one statement there.
 */
export type RawQuery = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface BackupTable {
  name: string;
  /** Stored columns in their order; generated ones are computed again on loading. */
  columns: string[];
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The public schema's tables, each after every table its foreign keys point to. */
export async function backupTables(query: RawQuery): Promise<BackupTable[]> {
  const columns = await query<{ table: string; column: string }>(
    `select c.relname as "table", a.attname as "column"
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r'
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const references = await query<{ table: string; parent: string }>(
    `select distinct c.relname as "table", p.relname as "parent"
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const tables = new Map<string, string[]>();
  for (const row of columns) tables.set(row.table, [...(tables.get(row.table) ?? []), row.column]);
  const parents = new Map<string, string[]>();
  for (const row of references) {
    parents.set(row.table, [...(parents.get(row.table) ?? []), row.parent]);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string): void => {
    if (placed.has(name)) return;
    // Two tables pointing at each other would need deferred checks; the schema has none.
    if (visiting.has(name)) throw new Error(`Foreign keys form a cycle through ${name}`);
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) place(parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of tables.keys()) place(name);
  return ordered.map((name) => ({ name, columns: tables.get(name) ?? [] }));
}

/** Every serial or identity column of the public schema, as `table.column`, with its sequence. */
export async function sequenceColumns(
  query: RawQuery,
): Promise<{ key: string; table: string; column: string; sequence: string }[]> {
  const rows = await query<{ table: string; column: string; sequence: string }>(
    `select c.relname as "table", a.attname as "column",
            pg_get_serial_sequence(quote_ident(c.relname), a.attname) as "sequence"
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null
      order by 1, 2`,
  );
  return rows.map((row) => ({ ...row, key: `${row.table}.${row.column}` }));
}

/** The value each sequence hands out next, keyed `table.column`. */
export async function nextSequenceValues(query: RawQuery): Promise<Record<string, number>> {
  const values: Record<string, number> = {};
  for (const { key, sequence } of await sequenceColumns(query)) {
    const [row] = await query<{ next: string }>(
      `select (case when is_called then last_value + 1 else last_value end)::text as "next" from ${sequence}`,
    );
    values[key] = Number(row?.next ?? 1);
  }
  return values;
}

/**
 * Sets each sequence past both the value it had when backed up and the largest key loaded, so
 * a restored shop never hands out an id twice.
 */
export async function restoreSequences(
  query: RawQuery,
  nextValues: Record<string, number>,
): Promise<void> {
  for (const { key, table, column, sequence } of await sequenceColumns(query)) {
    await query(
      `select setval($1, greatest($2::bigint, coalesce((select max(${quoteIdentifier(column)}) from ${quoteIdentifier(table)}), 0) + 1), false)`,
      [sequence, nextValues[key] ?? 1],
    );
  }
}

/** Tables of ours holding rows: a restore goes only into a database with none. */
export async function tablesWithRows(
  query: RawQuery,
  tables: readonly string[],
): Promise<string[]> {
  const filled: string[] = [];
  for (const table of tables) {
    const rows = await query(`select 1 from ${quoteIdentifier(table)} limit 1`);
    if (rows.length > 0) filled.push(table);
  }
  return filled;
}

/** Rows per table, for a restore to check it loaded what the backup wrote. */
export async function countRows(query: RawQuery, table: string): Promise<number> {
  const [row] = await query<{ count: string }>(
    `select count(*)::text as "count" from ${quoteIdentifier(table)}`,
  );
  return Number(row?.count ?? 0);
}

/** How many drizzle migrations the database has applied and when the last was written. */
export async function appliedMigrations(
  query: RawQuery,
): Promise<{ count: number; lastCreatedAt: number | null }> {
  const [exists] = await query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as "present"`,
  );
  if (!exists?.present) return { count: 0, lastCreatedAt: null };
  const [row] = await query<{ count: string; last: string | null }>(
    `select count(*)::text as "count", max(created_at)::text as "last" from drizzle.__drizzle_migrations`,
  );
  return { count: Number(row?.count ?? 0), lastCreatedAt: row?.last ? Number(row.last) : null };
}
