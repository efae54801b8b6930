import { pino, type Logger } from 'pino';
import type { Config } from './config/env.ts';
import { safeError } from './log-safe-error.ts';

export type { Logger };

/** Every logger of ours writes errors through these: see log-safe-error.ts. */
export const logSerializers = { err: safeError };

/** JSON lines in production; readable lines in development (pino-pretty is a dev dependency). */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  return pino({
    level: config.logLevel,
    base: undefined,
    serializers: logSerializers,
    ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  });
}
