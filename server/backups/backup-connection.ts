import type { Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '#server/db/database.ts';
import { textSettings } from './backup-format.ts';
import type { RawQuery } from './backup-tables-repository.ts';

/** The session a dump or a load runs in, on either driver. */
export type BackupSession =
  | { driver: 'pglite'; tx: Transaction; query: RawQuery }
  | { driver: 'postgres'; client: pg.Client; query: RawQuery };

const settingStatements = Object.entries(textSettings).map(
  ([name, value]) => `set local ${name} = '${value}'`,
);

/**
 * Runs `work` in one transaction begun with `begin`, under the text settings both drivers share.
 * PostgreSQL: on a connection of its own, made with the server's settings but no statement
 * timeout (a backup of a big shop outlasts the seconds a page's query is allowed), so it takes
 * no connection from the pool the site answers with. PGlite has one connection: the work holds
 * it, and other queries wait for it.
 */
export async function inBackupSession<T>(
  handle: DatabaseHandle,
  access: 'read only' | 'read write',
  work: (session: BackupSession) => Promise<T>,
): Promise<T> {
  if (handle.driver === 'pglite') {
    return handle.client.transaction(async (tx) => {
      const query: RawQuery = async <Row>(text: string, params?: unknown[]) =>
        (await tx.query<Row>(text, params)).rows;
      await query(`set transaction isolation level repeatable read, ${access}`);
      for (const statement of settingStatements) await query(statement);
      return work({ driver: 'pglite', tx, query });
    });
  }
  const client = new pg.Client({
    ...handle.client.options,
    statement_timeout: undefined,
    query_timeout: undefined,
  });
  // The server going away mid-backup fails the query in flight, which fails the backup; its
  // 'error' event, with no listener, would end the whole process.
  client.on('error', () => undefined);
  await client.connect();
  const query: RawQuery = async <Row>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as Row[];
  try {
    await query(`begin isolation level repeatable read ${access}`);
    for (const statement of settingStatements) await query(statement);
    const result = await work({ driver: 'postgres', client, query });
    await query('commit');
    return result;
  } catch (error) {
    await query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
