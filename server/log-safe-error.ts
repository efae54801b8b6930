import { failedQueryText } from '#server/db/failed-query.ts';

export interface SafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

// How deep a chain of causes is followed: deeper ones add nothing a reader needs.
const maxCauseDepth = 3;

function stackFrames(error: Error): string {
  const stack = error.stack ?? '';
  const firstFrame = stack.indexOf('\n    at ');
  return firstFrame === -1 ? '' : stack.slice(firstFrame);
}

/**
 * An error as the log may keep it: type, message, code, stack frames and causes, and nothing
 * else. A failed query's message would carry its parameters (names, addresses, messages)
 * and a PostgreSQL error's `detail` the offending row's values; neither reaches the log.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const query = failedQueryText(error);
  const message = query === undefined ? error.message : `Failed query: ${query}`;
  const code: unknown = Reflect.get(error, 'code');
  const cause =
    depth < maxCauseDepth && error.cause ? safeError(error.cause, depth + 1) : undefined;
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: `${error.name}: ${message}${stackFrames(error)}`,
    ...(cause ? { cause } : {}),
  };
}
