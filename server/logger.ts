import { pino, type Logger } from 'pino';
import type { Config } from './config/env.ts';
import { safeError } from './log-safe-error.ts';

export type { Logger };

/** JSON lines in production; readable lines in development (pino-pretty is a dev dependency). */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  return pino({
    level: config.logLevel,
    base: undefined,
    serializers: { err: safeError },
    ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  });
}
