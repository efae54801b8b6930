import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { levels, recordingLogger } from '#tests/recording-logger.ts';
import { safeError } from './log-safe-error.ts';

const personal = ['sam.parent@example.com', 'Sam Parent', '12 Main Street'];

function failedInsert() {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: '22021',
    detail: 'Key (email)=(sam.parent@example.com) already exists.',
  });
  return new DrizzleQueryError(
    'insert into "orders" ("customer_email", "customer_name", "address") values ($1, $2, $3)',
    personal,
    cause,
  );
}

describe('safeError', () => {
  it('keeps the failed query and the database code, never its parameters or row details', () => {
    const serialized = safeError(failedInsert());
    const text = JSON.stringify(serialized);
    for (const value of personal) expect(text).not.toContain(value);
    expect(serialized.message).toContain('insert into "orders"');
    expect(serialized.cause).toMatchObject({ code: '22021' });
    expect(serialized.stack).toMatch(/at /);
  });

  it('is what the server logger writes for `err`', () => {
    const { logger, lines } = recordingLogger();
    logger.error({ err: failedInsert() }, 'unhandled error');
    const line = lines.find((entry) => entry.level === levels.error);
    expect(line?.msg).toBe('unhandled error');
    for (const value of personal) expect(JSON.stringify(line)).not.toContain(value);
  });
});
