import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkoutRequestSchema,
  resendDeliveryRequestSchema,
  verifyPaymentRequestSchema,
} from '#shared/contracts/checkout.ts';
import { trackRequestSchema } from '#shared/contracts/analytics.ts';
import { thankYouEmailRequestSchema } from '#shared/contracts/messages.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { rowCounts, type RowCounts } from '#tests/row-counts.ts';
import { createTestApp, postJson, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

const endpoints: ReadonlyArray<[string, z.ZodType]> = [
  ['/api/create-payment', checkoutRequestSchema],
  ['/api/verify-payment', verifyPaymentRequestSchema],
  ['/api/resend-delivery', resendDeliveryRequestSchema],
  ['/api/send-thank-you-email', thankYouEmailRequestSchema],
  ['/api/stripe/webhook', verifyPaymentRequestSchema],
  ['/api/track-analytics', trackRequestSchema],
];

const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.emailAddress(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const fieldNames = [
  'email',
  'name',
  'address',
  'city',
  'state',
  'zip',
  'message',
  'type',
  'session_id',
];

/** Bodies shaped like the real ones but wrong somewhere, plus anything at all. */
function malformedBodies(schema: z.ZodType) {
  const shaped = fc
    .dictionary(fc.constantFrom(...fieldNames), fieldValue)
    .map((body) => JSON.stringify(body));
  const json = fc.jsonValue().map((value) => JSON.stringify(value));
  const text = fc.string({ maxLength: 200 });
  return fc.oneof(shaped, json, text).filter((raw) => {
    try {
      return !schema.safeParse(JSON.parse(raw)).success;
    } catch {
      return true;
    }
  });
}

describe.each(testDrivers)('malformed requests on %s', (driver) => {
  let t: TestApp;
  let before: RowCounts;
  let address = 0;
  beforeAll(async () => {
    // Behind a trusted proxy each run gets its own address, so the rate limits do not mask validation.
    t = await createTestApp(driver, { TRUST_PROXY: 'true' });
    before = await rowCounts(t.ctx.db);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it.each(endpoints)('%s answers 4xx, never 5xx, and writes nothing', async (path, schema) => {
    await fc.assert(
      fc.asyncProperty(malformedBodies(schema), async (raw) => {
        address += 1;
        const response = await postJson(t.app, path, raw, {
          'X-Forwarded-For': `198.51.${address >> 8}.${address & 255}`,
        });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    expect(await rowCounts(t.ctx.db)).toEqual(before);
  });
});

/**
 * Values that are valid JSON strings but that no person types, each a known way to break
 * something downstream: NUL (PostgreSQL refuses it), an unpaired surrogate (no UTF-8 for
 * it), 10 KB of combining marks, right-to-left overrides that make a text read otherwise.
 */
const headerInjection = 'line one\r\nBcc: victim@example.com';
const hostileValue = fc.oneof(
  fc.constantFrom(
    'Sam\u0000Parent',
    '\u0000',
    'Sam \uD800 Parent',
    'Sam \uDC00',
    `S${'\u0301'.repeat(5000)}`,
    `a${'\u0300\u0301\u0302\u0303\u0304'.repeat(1000)}`,
    'Invoice \u202Efdp.exe',
    'Sam \u2066Parent\u2069',
    headerInjection,
  ),
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\uD83D', '\u202E', '\u0007'))
    .map(([text, bad]) => `${text}${bad}${text}`),
);

/** A request that would succeed but for one field, which holds a hostile value. */
const hostileRequests: ReadonlyArray<
  [string, string, (value: string) => unknown, multiline?: boolean]
> = [
  ['/api/create-payment', 'name', (name) => checkoutRequest({ name })],
  ['/api/create-payment', 'address', (address) => checkoutRequest({ address })],
  ['/api/create-payment', 'city', (city) => checkoutRequest({ city })],
  ['/api/create-payment', 'email', (email) => checkoutRequest({ email: `a${email}@example.com` })],
  ['/api/verify-payment', 'session_id', (id) => ({ session_id: `cs_test_${id}` })],
  ['/api/resend-delivery', 'session_id', (id) => ({ session_id: `cs_test_${id}` })],
  [
    '/api/send-thank-you-email',
    'name',
    (name) => ({ type: 'contact', name, email: 'sam@example.com', message: 'Hello' }),
  ],
  [
    '/api/send-thank-you-email',
    'message',
    (message) => ({ type: 'contact', name: 'Sam', email: 'sam@example.com', message }),
    // A message may have several lines; only the single-line fields refuse line breaks.
    true,
  ],
  [
    '/api/send-thank-you-email',
    'email',
    (email) => ({ type: 'subscription', email: `a${email}@example.com` }),
  ],
];

describe.each(testDrivers)('valid requests with hostile values on %s', (driver) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp(driver, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.dispose();
  });

  it.each(hostileRequests)(
    '%s with a hostile %s answers 400 and writes nothing',
    async (path, field, body, multiline = false) => {
      const before = await rowCounts(t.ctx.db);
      await fc.assert(
        fc.asyncProperty(
          hostileValue.filter((value) => !multiline || value !== headerInjection),
          async (value) => {
            address += 1;
            const response = await postJson(t.app, path, body(value), {
              'X-Forwarded-For': `198.51.${address >> 8}.${address & 255}`,
            });
            expect(response.status).toBe(400);
            const { error } = (await response.json()) as {
              error: { fields?: Record<string, string> };
            };
            expect(Object.keys(error.fields ?? {})).toContain(field);
          },
        ),
        { numRuns: 25 },
      );
      expect(await rowCounts(t.ctx.db)).toEqual(before);
    },
  );
});
