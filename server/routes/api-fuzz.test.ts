import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkoutRequestSchema,
  resendDeliveryRequestSchema,
  verifyPaymentRequestSchema,
} from '#shared/contracts/checkout.ts';
import { thankYouEmailRequestSchema } from '#shared/contracts/messages.ts';
import { rowCounts, type RowCounts } from '#tests/row-counts.ts';
import { createTestApp, postJson, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

const endpoints: ReadonlyArray<[string, z.ZodType]> = [
  ['/api/create-payment', checkoutRequestSchema],
  ['/api/verify-payment', verifyPaymentRequestSchema],
  ['/api/resend-delivery', resendDeliveryRequestSchema],
  ['/api/send-thank-you-email', thankYouEmailRequestSchema],
  ['/api/stripe/webhook', verifyPaymentRequestSchema],
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
