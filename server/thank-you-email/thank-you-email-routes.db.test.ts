import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorHandler } from '#server/http/error-handler.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { contactMessageRows, outboxRows, subscriberRows } from '#tests/db-rows.ts';
import { fromAddress, silentLogger, testServerContext } from '#tests/mail-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';
import { thankYouEmailRoutes } from './thank-you-email-routes.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(() => database.dispose());

let address = 0;
/** A fresh API (fresh rate limits) and a caller address of its own. */
function api() {
  const ctx = testServerContext(database.handle.db);
  const app = new Hono();
  app.onError(createErrorHandler(silentLogger));
  app.route('/api', thankYouEmailRoutes(ctx));
  const ip = `203.0.113.${++address}`;
  const post = (body: unknown) =>
    app.request(
      '/api/send-thank-you-email',
      {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      },
      fromAddress(ip),
    );
  return { ctx, post };
}

const subscription = (email = `reader-${++address}@example.com`) => ({
  type: 'subscription',
  email,
});
const contact = (overrides: Record<string, unknown> = {}) => ({
  type: 'contact',
  name: 'Sam Parent',
  email: 'sam@example.com',
  message: 'A question about my case.',
  ...overrides,
});

async function counts() {
  const { db } = database.handle;
  return [
    (await outboxRows(db)).length,
    (await subscriberRows(db)).length,
    (await contactMessageRows(db)).length,
  ];
}

describe('POST /api/send-thank-you-email', () => {
  it('signs up a subscriber and wakes the mailer', async () => {
    const { ctx, post } = api();
    const response = await post(subscription('New.Reader@Example.com'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(ctx.nudges()).toBe(1);
    const subscribers = await subscriberRows(database.handle.db);
    expect(subscribers.map((row) => row.email)).toContain('new.reader@example.com');
  });

  it('stores a contact message and wakes the mailer', async () => {
    const { ctx, post } = api();
    const response = await post(contact({ message: 'Unique question 42' }));
    expect(await response.json()).toEqual({ ok: true });
    expect(ctx.nudges()).toBe(1);
    const messages = await contactMessageRows(database.handle.db);
    expect(messages.at(-1)).toMatchObject({ name: 'Sam Parent', message: 'Unique question 42' });
    expect(messages.at(-1)?.ip).toMatch(/^203\.0\.113\.\d+$/);
  });

  it.each([
    ['a missing email', { type: 'subscription' }, 'email'],
    ['an invalid email', subscription('not-an-address'), 'email'],
    ['a too long email', subscription(`${'a'.repeat(250)}@example.com`), 'email'],
    ['a missing name', contact({ name: undefined }), 'name'],
    ['a blank name', contact({ name: '   ' }), 'name'],
    ['a too long name', contact({ name: 'n'.repeat(121) }), 'name'],
    ['a missing message', contact({ message: undefined }), 'message'],
    ['a too long message', contact({ message: 'm'.repeat(5001) }), 'message'],
    ['an unknown type', { type: 'postcard', email: 'sam@example.com' }, 'type'],
    ['a body that is not an object', [1, 2], 'body'],
    ['a body that is not JSON', '{"type":', 'body'],
  ])('rejects %s with 400 naming the field, writing nothing', async (_case, body, field) => {
    const { ctx, post } = api();
    const before = await counts();
    const response = await post(body);
    expect(response.status).toBe(400);
    const error = apiErrorSchema.parse(await response.json()).error;
    expect(error.fields).toHaveProperty(field);
    expect(await counts()).toEqual(before);
    expect(ctx.nudges()).toBe(0);
  });

  it('answers 429 after five sign-ups an hour, writing nothing more', async () => {
    const { post } = api();
    for (let index = 0; index < 5; index++) expect((await post(subscription())).status).toBe(200);
    const before = await counts();
    const response = await post(subscription());
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
    const { error } = apiErrorSchema.parse(await response.json());
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(
      /^Too many subscription requests .* Please try again in (\d+ seconds?|about \d+ (minutes?|hours?))\.$/,
    );
    expect(await counts()).toEqual(before);

    // Contact messages have a limit of their own.
    expect((await post(contact())).status).toBe(200);
  });

  it('answers 429 after five contact messages an hour', async () => {
    const { post } = api();
    for (let index = 0; index < 5; index++) expect((await post(contact())).status).toBe(200);
    const response = await post(contact());
    expect(response.status).toBe(429);
    expect(apiErrorSchema.parse(await response.json()).error.message).toMatch(/^Too many messages/);
  });
});
