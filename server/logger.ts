import { pino, type Logger } from 'pino';
import type { Config } from './config/env.ts';

export type { Logger };

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: undefined,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  });
}
