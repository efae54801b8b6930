import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from '#server/logger.ts';
import { contentChangesChannel } from '#server/db/content-changes.ts';

const endTimeoutMs = 1_000;

export interface SettingsListenerOptions {
  databaseUrl: string;
  logger: Logger;
  /** Reads the settings again: on every notification, and after every (re)connection. */
  reload: () => Promise<unknown>;
  /**
   * Reads everything again this often whatever it hears: a connection pooler in front of
   * PostgreSQL may take a LISTEN and never deliver a notification.
   */
  pollMs?: number;
  /** The first wait before reconnecting; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface SettingsListener {
  stop(): Promise<void>;
}

/**
 * Listens for saved settings on a connection of its own (a pooled one cannot hold a LISTEN),
 * so every instance on one PostgreSQL shows a save at once. A lost connection is opened again
 * with a growing wait; after each connection the settings are read again, since a save may
 * have been announced while nobody listened.
 */
export function listenForSettings(options: SettingsListenerOptions): SettingsListener {
  const { logger } = options;
  const firstRetryMs = options.retryMs ?? 500;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let retryMs = firstRetryMs;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const reload = () =>
    options.reload().catch((error: unknown) => {
      logger.error({ err: error }, 'site settings could not be read again');
    });

  function retryLater(lost: pg.Client) {
    if (stopped || client !== lost) return;
    client = undefined;
    void lost.end().catch(() => {});
    logger.warn({ retryMs }, 'site settings listener disconnected: reconnecting');
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  }

  async function connect() {
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5_000,
    });
    client = next;
    next.on('error', () => retryLater(next));
    next.on('end', () => retryLater(next));
    next.on('notification', (message) => {
      if (message.channel === contentChangesChannel) void reload();
    });
    try {
      await next.connect();
      await next.query(`listen ${contentChangesChannel}`);
    } catch (error) {
      if (!stopped) logger.warn({ err: error }, 'site settings listener could not connect');
      retryLater(next);
      return;
    }
    if (stopped) return;
    retryMs = firstRetryMs;
    await reload();
  }

  void connect();
  const poll = setInterval(() => void reload(), options.pollMs ?? 30_000);
  poll.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(timer);
      const open = client;
      client = undefined;
      // A server that stopped answering never acknowledges the goodbye: wait a second at most.
      await Promise.race([
        open?.end().catch(() => {}),
        delay(endTimeoutMs, undefined, { ref: false }),
      ]);
    },
  };
}
