import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * The statement of a query that failed, without its parameters; undefined for any other error.
 * Drizzle's own message names the parameters too (names, addresses, messages).
 */
export function failedQueryText(error: Error): string | undefined {
  return error instanceof DrizzleQueryError ? error.query : undefined;
}
