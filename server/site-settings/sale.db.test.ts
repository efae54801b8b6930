import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, siteSettingsRows } from '#server/db/schema.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { contentSettingsAnswer, type ContentSettings } from '#shared/contracts/admin-settings.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { createPaymentResponseSchema } from '#shared/contracts/checkout.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { changedContentSettings } from '#tests/settings-factory.ts';
import { createTestApp, postForm, postJson, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

const hourMs = 60 * 60 * 1000;

describe.each(testDrivers)('a dated sale on %s', (driver) => {
  let t: TestApp;
  let put: (body: unknown) => Promise<Response>;
  beforeEach(async () => {
    t = await createTestApp(driver);
    const { cookie } = await signedInAdmin(t);
    put = async (body) => apiRequest(t.app, 'PUT', adminApi.settings, body, { cookie });
  });
  afterEach(() => t.dispose());

  /** A sale of $29 from an hour after the server's now to a day after. */
  const plannedSale = (): Partial<ContentSettings> => {
    const now = t.ctx.clock().getTime();
    return {
      guidePrice: 63.5,
      salePrice: 29,
      saleStartsAt: new Date(now + hourMs).toISOString(),
      saleEndsAt: new Date(now + 25 * hourMs).toISOString(),
      saleShowsEnd: true,
    };
  };
  const storedRows = () => t.ctx.db.select().from(siteSettingsRows);

  const startCheckout = async (email: string) => {
    const response = await postJson(t.app, '/api/create-payment', checkoutRequest({ email }));
    expect(response.status).toBe(200);
    const { url } = createPaymentResponseSchema.parse(await response.json());
    return url.split('/').at(-1) ?? '';
  };
  const orderOf = async (email: string) => {
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.customerEmail, email));
    return order;
  };
  const pay = async (sessionId: string) => {
    await postForm(t.app, `/test-checkout/${sessionId}`);
    const verified = await postJson(t.app, '/api/verify-payment', { session_id: sessionId });
    expect(verified.status).toBe(200);
  };

  it('is saved as planned, and the price in force follows the server’s clock', async () => {
    const sale = plannedSale();
    const saved = await put(changedContentSettings(sale));
    expect(saved.status).toBe(200);
    expect(contentSettingsAnswer.parse(await saved.json()).settings).toMatchObject(sale);
    expect(t.ctx.settings.current().offer).toMatchObject({ price: 63.5, sale: null });
    t.advanceClock(hourMs);
    expect(t.ctx.settings.current().offer).toMatchObject({
      price: 29,
      compareAtPrice: 63.5,
      sale: { endsAt: sale.saleEndsAt, showsEnd: true },
    });
    // The back office edits the sale as planned, not the price of the moment.
    const { cookie } = await signedInAdmin(t, { email: 'second@example.com' });
    const answer = await apiRequest(t.app, 'GET', adminApi.settings, undefined, { cookie });
    expect(contentSettingsAnswer.parse(await answer.json()).settings).toMatchObject(sale);
    t.advanceClock(24 * hourMs);
    expect(t.ctx.settings.current().offer).toMatchObject({ price: 63.5, sale: null });
  });

  it('charges checkouts started during the sale its price, and the normal price around it', async () => {
    expect((await put(changedContentSettings(plannedSale()))).status).toBe(200);
    await startCheckout('before@example.com');
    t.advanceClock(hourMs);
    await startCheckout('during@example.com');
    t.advanceClock(24 * hourMs);
    await startCheckout('after@example.com');
    expect((await orderOf('before@example.com'))?.amountCents).toBe(6350);
    expect((await orderOf('during@example.com'))?.amountCents).toBe(2900);
    expect((await orderOf('after@example.com'))?.amountCents).toBe(6350);
  });

  it('changes nothing about an order when the sale starts or ends before it is paid', async () => {
    expect((await put(changedContentSettings(plannedSale()))).status).toBe(200);
    const beforeStart = await startCheckout('started-before@example.com');
    t.advanceClock(hourMs);
    const duringSale = await startCheckout('started-during@example.com');
    await pay(beforeStart);
    t.advanceClock(24 * hourMs);
    await pay(duringSale);
    expect(await orderOf('started-before@example.com')).toMatchObject({
      status: 'completed',
      amountCents: 6350,
    });
    expect(await orderOf('started-during@example.com')).toMatchObject({
      status: 'completed',
      amountCents: 2900,
    });
  });

  const refused: Array<
    [keyof ContentSettings, Partial<Record<keyof ContentSettings, unknown>>, string]
  > = [
    ['salePrice', { salePrice: 63.5 }, 'The sale price must be less than the guide price.'],
    ['salePrice', { salePrice: 0.25 }, 'The sale price must be between $0.50 and $9,999.99.'],
    ['salePrice', { salePrice: '29' }, 'Enter the sale price in dollars, like 47.00.'],
    ['salePrice', { salePrice: null }, 'Enter the sale price, or clear the sale’s dates.'],
    ['saleStartsAt', { saleStartsAt: null }, 'Enter when the sale starts.'],
    ['saleEndsAt', { saleEndsAt: null }, 'Enter when the sale ends.'],
    ['saleEndsAt', { saleEndsAt: '2020-01-01T00:00:00Z' }, 'The sale must end after it starts.'],
    [
      'saleStartsAt',
      { saleStartsAt: 'x'.repeat(5000) },
      'Enter when the sale starts as a date and time.',
    ],
    ['saleEndsAt', { saleEndsAt: { $gt: '' } }, 'Enter when the sale ends as a date and time.'],
    ['saleShowsEnd', { saleShowsEnd: 'true' }, 'Choose whether pages show when the sale ends.'],
  ];

  it.each(refused)(
    'refuses a bad %s with a 400 on the field, storing nothing',
    async (field, change, message) => {
      const response = await put({ ...changedContentSettings(plannedSale()), ...change });
      expect(response.status).toBe(400);
      const error = apiErrorSchema.parse(await response.json()).error;
      expect(error.fields?.[field]).toBe(message);
      expect(await storedRows()).toEqual([]);
    },
  );

  it('takes no sale from another origin', async () => {
    const { cookie } = await signedInAdmin(t, { email: 'other-origin@example.com' });
    const body = changedContentSettings(plannedSale());
    const options = { cookie, origin: 'https://evil.example' };
    const response = await apiRequest(t.app, 'PUT', adminApi.settings, body, options);
    expect(response.status).toBe(403);
    expect(await storedRows()).toEqual([]);
  });
});
