import { pino } from 'pino';
import { logSerializers, type Logger } from '#server/logger.ts';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A pino logger that keeps its lines, so a test can check what an operator would read. */
export function recordingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino(
    { level: 'debug', base: undefined, serializers: logSerializers },
    { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
  );
  return { logger, lines };
}

export const levels = { info: 30, warn: 40, error: 50 } as const;
