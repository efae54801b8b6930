import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, outbox, settingsPreviews, siteSettingsRows } from '#server/db/schema.ts';
import { sendContactMessage } from '#server/contact/contact-service.ts';
import { contentOf } from '#server/site-settings/site-settings.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  contentSettingsAnswer,
  previewAnswer,
  type ContentSettings,
} from '#shared/contracts/admin-settings.ts';
import { createPaymentResponseSchema } from '#shared/contracts/checkout.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { auditEntries } from '#tests/admin-orders-helpers.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { changedContentSettings } from '#tests/settings-factory.ts';
import { createTestApp, postJson, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('the content settings API on %s', (driver) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>> & {
    get: (path: string) => Response | Promise<Response>;
    post: (path: string, body: unknown) => Response | Promise<Response>;
    put: (body: unknown) => Response | Promise<Response>;
  };
  beforeEach(async () => {
    t = await createTestApp(driver);
    const signedIn = await signedInAdmin(t);
    const options = { cookie: signedIn.cookie };
    admin = {
      ...signedIn,
      get: (path) => apiRequest(t.app, 'GET', path, undefined, options),
      post: (path, body) => apiRequest(t.app, 'POST', path, body, options),
      put: (body) => apiRequest(t.app, 'PUT', adminApi.settings, body, options),
    };
  });
  afterEach(() => t.dispose());

  const answerOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return contentSettingsAnswer.parse(await response.json());
  };
  const storedRows = () => t.ctx.db.select().from(siteSettingsRows);

  it('answers the defaults before anything is saved, and nothing about a bundle that is not sold', async () => {
    const response = await admin.get(adminApi.settings);
    expect(await response.clone().json()).not.toHaveProperty('bundle');
    const answer = await answerOf(response);
    expect(answer.settings).toEqual(contentOf(t.ctx.settings.current()));
    expect(answer.settings).toMatchObject({
      refundWindowDays: 14,
      // No former price is claimed until the seller sets one; the texts are plain samples.
      compareAtPrice: null,
      homeHeadline: 'Challenge Your Administrative Child Support Order Before Enforcement Starts',
      checkoutHeadline: 'Secure Checkout',
      payButtonLabel: 'Get Instant Access - Pay {{price}}',
      supportEmail: t.ctx.config.supportEmail,
      ownTexts: [],
      reviewRequestAfterDays: 7,
      reviewsMinimumShown: 3,
    });
    expect(answer.sampleWordings).toMatchObject({
      checkoutHeadline: 'Secure Checkout',
      payButtonLabel: 'Get Instant Access - Pay {{price}}',
    });
    expect(answer).toMatchObject({ updatedAt: null, updatedBy: null });
  });

  it('saves the settings, puts them in force at once and audits the previous and new values', async () => {
    const before = contentOf(t.ctx.settings.current());
    const first = changedContentSettings();
    const answer = await answerOf(await admin.put(first));
    expect(answer.settings).toEqual(first);
    expect(answer.updatedBy).toBe(admin.user.email);
    expect(t.ctx.settings.current()).toMatchObject({
      brand: first.websiteTitle,
      heroDescription: first.heroDescription,
      offer: { price: 63.5, compareAtPrice: 129, name: first.guideTitle, refundWindowDays: 30 },
    });

    const second = changedContentSettings({ guidePrice: 71 });
    await answerOf(await admin.put(second));
    expect(await storedRows()).toMatchObject([{ version: 2, values: second }]);
    const audit = await auditEntries(t, 'settings_saved');
    expect(audit.map((entry) => entry.detail)).toEqual([
      { previous: before, next: first },
      { previous: first, next: second },
    ]);
    expect(audit[1]).toMatchObject({ actorEmail: admin.user.email, target: 'version 2' });
    expect((await answerOf(await admin.get(adminApi.settings))).settings.guidePrice).toBe(71);
  });

  const invalid: Array<[string, Partial<Record<keyof ContentSettings, unknown>>]> = [
    ['guidePrice', { guidePrice: 0.999 }],
    ['guidePrice', { guidePrice: 0.5 }],
    ['guidePrice', { guidePrice: 10_000 }],
    ['guidePrice', { guidePrice: 'abc' }],
    ['guidePrice', { guidePrice: 47.123 }],
    ['compareAtPrice', { guidePrice: 99, compareAtPrice: 99 }],
    ['compareAtPrice', { guidePrice: 99, compareAtPrice: 50 }],
    ['websiteTitle', { websiteTitle: '' }],
    ['websiteTitle', { websiteTitle: '   ' }],
    ['websiteTitle', { websiteTitle: 'x'.repeat(61) }],
    ['checkoutWarningText', { checkoutWarningText: 'Refund\u0007 bell' }],
    ['payButtonLabel', { payButtonLabel: 'Pay {{prize}} now' }],
    ['payButtonLabel', { compareAtPrice: null, payButtonLabel: 'Save {{savings}} now' }],
    ['supportEmail', { supportEmail: 'help at shop' }],
    ['supportEmail', { supportEmail: '' }],
    ['supportEmail', { supportEmail: `${'x'.repeat(300)}@shop.example` }],
    ['supportEmail', { supportEmail: undefined }],
    ['ownTexts', { ownTexts: ['supportEmail'] }],
    ['ownTexts', { ownTexts: 'heroDescription' }],
    ['homeHeadline', { homeHeadline: 'x'.repeat(121) }],
    ['refundWindowDays', { refundWindowDays: 0 }],
    ['refundWindowDays', { refundWindowDays: 366 }],
    ['refundWindowDays', { refundWindowDays: 14.5 }],
    ['refundWindowDays', { refundWindowDays: '14' }],
    ['reviewRequestAfterDays', { reviewRequestAfterDays: 91 }],
    ['reviewsMinimumShown', { reviewsMinimumShown: 0 }],
    ['guideTitle', { guideTitle: 'Two\nlines' }],
    ['heroDescription', { heroDescription: 'x'.repeat(601) }],
    ['introVideoId', { introVideoId: 'not a video' }],
    ['operatorName', { operatorName: undefined }],
  ];

  it.each(invalid)(
    'refuses a bad %s with a 400 naming it, storing nothing',
    async (field, change) => {
      const response = await admin.put({ ...changedContentSettings(), ...change });
      expect(response.status).toBe(400);
      const error = apiErrorSchema.parse(await response.json()).error;
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {})).toContain(field);
      expect(await storedRows()).toEqual([]);
      expect(await auditEntries(t, 'settings_saved')).toEqual([]);
      const draft = await admin.post(adminApi.settingsPreview, {
        ...changedContentSettings(),
        ...change,
      });
      expect(draft.status).toBe(400);
      expect(await t.ctx.db.select().from(settingsPreviews)).toEqual([]);
    },
  );

  it('gives a new support address on pages, in mail and to contact messages without a restart', async () => {
    await answerOf(await admin.put(changedContentSettings({ supportEmail: 'Help@Shop.example ' })));
    expect(t.ctx.settings.current().supportEmail).toBe('Help@Shop.example');
    const page = await t.app.request('/newsletter/unsubscribe?token=unknown');
    expect(await page.text()).toContain('mailto:Help@Shop.example');
    await sendContactMessage(t.ctx, {
      source: 'form',
      name: 'Sam Parent',
      email: 'sam@example.com',
      message: 'Where is my guide?',
      ip: '203.0.113.5',
    });
    const notified = await t.ctx.db.select().from(outbox).where(eq(outbox.kind, 'contact-notify'));
    expect(notified.map((mail) => mail.recipient)).toEqual(['Help@Shop.example']);
  });

  it('charges new checkouts the saved price; an order already started keeps its own', async () => {
    const start = async (email: string) => {
      const response = await postJson(t.app, '/api/create-payment', checkoutRequest({ email }));
      expect(response.status).toBe(200);
      createPaymentResponseSchema.parse(await response.json());
      const [order] = await t.ctx.db.select().from(orders).where(eq(orders.customerEmail, email));
      return order?.amountCents;
    };
    expect(await start('before@example.com')).toBe(4700);
    await answerOf(await admin.put(changedContentSettings({ guidePrice: 63.5 })));
    expect(await start('after@example.com')).toBe(6350);
    const [before] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.customerEmail, 'before@example.com'));
    expect(before?.amountCents).toBe(4700);
  });

  it('keeps a preview draft for the caller’s session only, one per session, changing nothing live', async () => {
    const live = t.ctx.settings.current();
    const draft = changedContentSettings({ guidePrice: 88 });
    const response = await admin.post(adminApi.settingsPreview, draft);
    expect(response.status).toBe(200);
    expect(previewAnswer.parse(await response.json())).toEqual({ url: '/?preview=1' });
    await admin.post(adminApi.settingsPreview, changedContentSettings({ guidePrice: 89 }));
    const drafts = await t.ctx.db.select().from(settingsPreviews);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.values).toMatchObject({ guidePrice: 89 });
    expect(t.ctx.settings.current()).toBe(live);
    expect(await storedRows()).toEqual([]);
  });

  it('runs a stored field that no longer passes the contract on its default, keeping the rest', async () => {
    const defaults = t.ctx.settings.current();
    const stored = changedContentSettings({ guidePrice: 63.5, compareAtPrice: 129 });
    await t.ctx.db
      .insert(siteSettingsRows)
      .values({ id: 1, values: { ...stored, websiteTitle: 'x'.repeat(500) }, version: 1 });
    expect(await t.ctx.settings.reload()).toBe(true);
    expect(t.ctx.settings.current()).toMatchObject({
      brand: defaults.brand,
      offer: { price: 63.5, compareAtPrice: 129 },
      heroDescription: stored.heroDescription,
    });
  });

  it('saves no regular price, the texts, the refund window and the review settings', async () => {
    const settings = changedContentSettings({
      compareAtPrice: null,
      refundWindowDays: 45,
      checkoutHeadline: 'Checkout for {{price}}',
      payButtonLabel: 'Pay {{price}}',
      reviewRequestAfterDays: 10,
      reviewsMinimumShown: 5,
    });
    expect((await answerOf(await admin.put(settings))).settings).toEqual(settings);
    expect(t.ctx.settings.current()).toMatchObject({
      offer: { compareAtPrice: null, refundWindowDays: 45 },
      pageTexts: { checkoutHeadline: 'Checkout for {{price}}', payButtonLabel: 'Pay {{price}}' },
      reviews: { requestAfterDays: 10, minimumShown: 5 },
    });
  });

  it('runs a row saved before the newer settings on their defaults, ignoring its guarantee text', async () => {
    const defaults = t.ctx.settings.current();
    const old = {
      websiteTitle: 'Parent Defense Desk',
      guidePrice: 63.5,
      compareAtPrice: 129,
      guaranteeText: '30-Day Money-Back Guarantee',
      guideTitle: 'Order Challenge Handbook',
      heroDescription: 'A calmer way to answer your notice.',
      introVideoId: '',
      operatorName: 'Parent Defense LLC',
      operatorAddress: '12 Elm St, Austin, TX 78701',
      governingState: 'Texas',
    };
    await t.ctx.db.insert(siteSettingsRows).values({ id: 1, values: old, version: 1 });
    expect(await t.ctx.settings.reload()).toBe(true);
    const current = t.ctx.settings.current();
    expect(current).toMatchObject({
      brand: old.websiteTitle,
      offer: { price: 63.5, compareAtPrice: 129, refundWindowDays: 14 },
      pageTexts: defaults.pageTexts,
      reviews: defaults.reviews,
    });
    expect(current).not.toHaveProperty('guaranteeText');
  });

  it('runs the regular price on its default, none, when the stored pair no longer makes sense', async () => {
    // Each price passes alone; together the regular one is not above the other.
    const stored = changedContentSettings({ guidePrice: 150, compareAtPrice: 120 });
    await t.ctx.db.insert(siteSettingsRows).values({ id: 1, values: stored, version: 1 });
    expect(await t.ctx.settings.reload()).toBe(true);
    expect(t.ctx.settings.current()).toMatchObject({
      brand: stored.websiteTitle,
      offer: { price: 150, compareAtPrice: null },
    });
  });
});
