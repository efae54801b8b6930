import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeGuideFile, storeGuideFile } from '#server/guide-files/guide-files-service.ts';
import { renderGuideReady } from '#server/newsletter/guide-ready-mail.ts';
import { confirm } from '#server/newsletter/newsletter-service.ts';
import { createFormActions } from '#server/page-rendering/form-actions.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import {
  createPaymentResponseSchema,
  verifyPaymentResponseSchema,
} from '#shared/contracts/checkout.ts';
import type { AdminActor } from '#server/audit/audit-actor.ts';
import { createUser } from '#tests/admin-factory.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { outboxRows, subscriberRows } from '#tests/db-rows.ts';
import { uploadedGuide } from '#tests/guide-file-factory.ts';
import { testConfig, testMailSite } from '#tests/mail-fixtures.ts';
import { makePdf } from '#tests/pdf-factory.ts';
import { rowCounts } from '#tests/row-counts.ts';
import { startStripeStandIn, type StripeStandIn } from '#tests/stripe-stand-in.ts';
import { createTestApp, postForm, postJson, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

const noRows = {
  orders: 0,
  outbox: 0,
  download_tokens: 0,
  webhook_events: 0,
  subscribers: 0,
  contact_messages: 0,
};

const createPayment = (t: TestApp) =>
  postJson(t.app, '/api/create-payment', checkoutRequest({ email: 'buyer@example.com' }));

describe.each(testDrivers)(
  'a site taking real payments, before the guide is uploaded, on %s',
  (driver) => {
    let stripe: StripeStandIn;
    let t: TestApp;
    beforeEach(async () => {
      stripe = await startStripeStandIn();
      t = await createTestApp(driver, {
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
        STRIPE_API_URL: stripe.url,
      });
    });
    afterEach(async () => {
      await t.dispose();
      await stripe.close();
    });

    async function owner(): Promise<AdminActor> {
      const user = await createUser(t);
      return { actorId: user.id, actorEmail: user.email, ip: '127.0.0.1' };
    }

    it('answers 409 to POST /api/create-payment, saying the guide is not available, and changes nothing', async () => {
      const response = await createPayment(t);
      expect(response.status).toBe(409);
      const { error } = apiErrorSchema.parse(await response.json());
      expect(error.code).toBe('guide_not_ready');
      expect(error.message).toContain('The guide is not available yet');
      expect(await rowCounts(t.ctx.db)).toEqual(noRows);
      expect(stripe.sessions.size).toBe(0);
    });

    it('refuses the checkout form posted without JavaScript the same way, and tells the page so', async () => {
      const forms = createFormActions(t.ctx);
      expect(await forms.guideOnSale()).toBe(false);
      const result = await forms.startCheckout(checkoutRequest(), '203.0.113.9');
      expect(result).toMatchObject({ ok: false, status: 409 });
      expect(await rowCounts(t.ctx.db)).toEqual(noRows);
    });

    it('sells once a guide is uploaded, and stops when it is removed', async () => {
      const stored = await uploadedGuide(t.ctx.db);
      expect(await createFormActions(t.ctx).guideOnSale()).toBe(true);
      const response = await createPayment(t);
      expect(response.status).toBe(200);
      createPaymentResponseSchema.parse(await response.json());
      await removeGuideFile(t.ctx, await owner(), stored.id);
      expect((await createPayment(t)).status).toBe(409);
    });

    it('tells each confirmed subscriber who asked, once, when the guide is uploaded', async () => {
      const ask = (email: string) =>
        postJson(t.app, '/api/send-thank-you-email', {
          type: 'subscription',
          email,
          notify_when_guide_ready: true,
        });
      expect((await ask('waiting@example.com')).status).toBe(200);
      expect((await ask('unconfirmed@example.com')).status).toBe(200);
      await postJson(t.app, '/api/send-thank-you-email', {
        type: 'subscription',
        email: 'reader@example.com',
      });
      for (const email of ['waiting@example.com', 'reader@example.com']) {
        const [row] = await subscriberRows(t.ctx.db, email);
        await confirm(t.ctx, { token: row?.confirmToken ?? '', ip: '198.51.100.9' });
      }
      const nudgesBefore = t.nudges();

      const actor = await owner();
      await storeGuideFile(t.ctx, actor, { name: 'guide.pdf', bytes: await makePdf() });
      const told = (await outboxRows(t.ctx.db)).filter((mail) => mail.kind === 'guide-ready');
      expect(told.map((mail) => mail.recipient)).toEqual(['waiting@example.com']);
      expect(t.nudges()).toBe(nudgesBefore + 1);

      await storeGuideFile(t.ctx, actor, { name: 'guide-2.pdf', bytes: await makePdf() });
      const after = (await outboxRows(t.ctx.db)).filter((mail) => mail.kind === 'guide-ready');
      expect(after).toHaveLength(1);
    });

    it('the mail says the guide is ready, links the checkout and can be unsubscribed from', async () => {
      const mail = await renderGuideReady(
        { unsubscribeToken: 'unsub-1' },
        {
          db: t.ctx.db,
          config: testConfig(),
          site: testMailSite(),
          recipient: 'waiting@example.com',
        },
      );
      expect(mail.subject).toBe('The Child Support Defense Guide is ready');
      expect(mail.text).toContain('https://csd.example/checkout');
      expect(mail.html).toContain('href="https://csd.example/checkout"');
      expect(mail.headers?.['List-Unsubscribe']).toBe(
        '<https://csd.example/newsletter/unsubscribe?token=unsub-1>',
      );
    });
  },
);

describe.each(testDrivers)('the test provider without an uploaded guide, on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(() => t.dispose());

  it('still sells the placeholder, marked as a sample, so a fresh install shows the whole purchase', async () => {
    expect(await createFormActions(t.ctx).guideOnSale()).toBe(true);
    const response = await createPayment(t);
    expect(response.status).toBe(200);
    const { url } = createPaymentResponseSchema.parse(await response.json());
    const sessionId = url.split('/').at(-1) ?? '';
    await postForm(t.app, `/test-checkout/${sessionId}`);
    const verified = await postJson(t.app, '/api/verify-payment', { session_id: sessionId });
    expect(verifyPaymentResponseSchema.parse(await verified.json())).toMatchObject({
      success: true,
      sample_guide: true,
    });
  });
});
