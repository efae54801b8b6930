import { afterEach, describe, expect, it } from 'vitest';
import { removeGuideFile } from '#server/guide-files/guide-files-service.ts';
import { saveSettings } from '#server/site-settings/settings-service.ts';
import { fixedSocialProof } from '#server/social-proof/social-proof-source.ts';
import { noSocialProof } from '#shared/social-proof.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { sampleTextFields } from '#shared/contracts/admin-settings.ts';
import {
  checklistAnswer,
  type ChecklistAnswer,
  type ChecklistItemId,
} from '#shared/contracts/admin-checklist.ts';
import type { AdminActor } from '#server/audit/audit-actor.ts';
import { createUser, signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { storedGuideFile } from '#tests/guide-file-factory.ts';
import { makePdf } from '#tests/pdf-factory.ts';
import { changedContentSettings } from '#tests/settings-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { siteSettingsRows } from '#server/db/schema.ts';
import { launchChecklist } from './launch-checklist-service.ts';

/** A fresh install tried on this machine: no variable set, the test provider by default. */
const freshInstall = { SITE_URL: 'http://localhost:3000', PAYMENTS: '' };

const launchReady = {
  SITE_URL: 'https://shop.example',
  SMTP_HOST: 'smtp.shop.example',
  SUPPORT_EMAIL: 'help@shop.example',
  STRIPE_SECRET_KEY: 'sk_live_realkey',
  STRIPE_WEBHOOK_SECRET: 'whsec_real',
  OPERATOR_NAME: 'Parent Defense LLC',
  OPERATOR_ADDRESS: '12 Elm St, Austin, TX 78701',
  OPERATOR_STATE: 'Texas',
};

function item(answer: ChecklistAnswer, id: ChecklistItemId) {
  return answer.items.find((entry) => entry.id === id);
}

const doneIds = (answer: ChecklistAnswer) =>
  answer.items.filter((entry) => entry.done).map((entry) => entry.id);

describe.each(testDrivers)('the launch checklist on %s', (driver) => {
  let t: TestApp;
  afterEach(() => t.dispose());

  async function owner(): Promise<AdminActor> {
    const user = await createUser(t);
    return { actorId: user.id, actorEmail: user.email, ip: '127.0.0.1' };
  }

  it('answers an owner with every item of a fresh install not done, and why', async () => {
    t = await createTestApp(driver, freshInstall);
    const { cookie } = await signedInAdmin(t);
    const response = await apiRequest(t.app, 'GET', adminApi.checklist, undefined, { cookie });
    expect(response.status).toBe(200);
    const answer = checklistAnswer.parse(await response.json());
    expect(answer.items).toEqual([
      { id: 'guide', done: false, reason: 'guidePlaceholder', samples: [] },
      { id: 'operator', done: false, reason: 'operatorSample', samples: [] },
      { id: 'payments', done: false, reason: 'testPaymentsDefault', samples: [] },
      { id: 'mail', done: false, reason: 'mailToFiles', samples: [] },
      { id: 'siteUrl', done: false, reason: 'siteUrlNotHttps', samples: [] },
      { id: 'supportEmail', done: false, reason: 'supportEmailSample', samples: [] },
      {
        id: 'sampleTexts',
        done: false,
        reason: 'textsSample',
        samples: [...sampleTextFields],
      },
      { id: 'sampleReviews', done: false, reason: 'reviewsSample', samples: [] },
      { id: 'attorneyNotice', done: true, reason: 'attorneyNoticeSays', samples: [] },
      { id: 'salesTax', done: false, reason: 'taxUndecided', samples: [] },
    ]);
  });

  it('is refused without a session', async () => {
    t = await createTestApp(driver, freshInstall);
    const response = await apiRequest(t.app, 'GET', adminApi.checklist);
    expect(response.status).toBe(401);
  });

  it('ticks the guide once one is uploaded, and unticks it when the last is removed', async () => {
    t = await createTestApp(driver, freshInstall);
    const actor = await owner();
    const stored = await storedGuideFile(t.ctx.db, await makePdf());
    expect(item(await launchChecklist(t.ctx), 'guide')).toMatchObject({
      done: true,
      reason: 'guideUploaded',
    });
    await removeGuideFile(t.ctx, actor, stored.id);
    expect(item(await launchChecklist(t.ctx), 'guide')).toMatchObject({
      done: false,
      reason: 'guidePlaceholder',
    });
  });

  it('lists each sample text until the seller saves their own wording or keeps the sample’s', async () => {
    t = await createTestApp(driver, freshInstall);
    const actor = await owner();
    // Their own site name, guide title and hero text; the operator too.
    const fresh = changedContentSettings({
      operatorName: 'Parent Defense LLC',
      operatorAddress: '12 Elm St, Austin, TX 78701',
    });
    await saveSettings(t.ctx, actor, fresh);
    const halfway = await launchChecklist(t.ctx);
    expect(item(halfway, 'operator')).toMatchObject({ done: true, reason: 'operatorSet' });
    expect(item(halfway, 'sampleTexts')).toMatchObject({
      done: false,
      reason: 'textsSample',
      samples: [
        'homeHeadline',
        'checkoutHeadline',
        'checkoutWarningTitle',
        'checkoutWarningText',
        'payButtonLabel',
      ],
    });
    // One written anew, the others kept as they are on purpose.
    await saveSettings(t.ctx, actor, {
      ...fresh,
      checkoutHeadline: 'Order the guide',
      ownTexts: ['homeHeadline', 'checkoutWarningTitle', 'checkoutWarningText', 'payButtonLabel'],
    });
    expect(item(await launchChecklist(t.ctx), 'sampleTexts')).toMatchObject({
      done: true,
      reason: 'textsReplaced',
      samples: [],
    });
  });

  it('reads a stored pressure text of an earlier version as today’s sample, still listed', async () => {
    t = await createTestApp(driver, freshInstall);
    await saveSettings(t.ctx, await owner(), {
      ...changedContentSettings(),
      checkoutHeadline: "Secure Checkout - Don't Wait!",
      checkoutWarningTitle: 'Time is running out',
    });
    const { pageTexts } = t.ctx.settings.current();
    expect(pageTexts.checkoutHeadline).toBe('Secure Checkout');
    expect(pageTexts.checkoutWarningTitle).toBe('Check your deadline');
    expect(item(await launchChecklist(t.ctx), 'sampleTexts')?.samples).toEqual(
      expect.arrayContaining(['checkoutHeadline', 'checkoutWarningTitle']),
    );
  });

  it('flags an attorney notice reworded without "not a substitute" for an attorney, until it says so again', async () => {
    t = await createTestApp(driver, freshInstall);
    const actor = await owner();
    await saveSettings(t.ctx, actor, {
      ...changedContentSettings(),
      attorneyNotice: 'Educational information only, not legal advice.',
    });
    expect(item(await launchChecklist(t.ctx), 'attorneyNotice')).toMatchObject({
      done: false,
      reason: 'attorneyNoticeReworded',
    });
    await saveSettings(t.ctx, actor, {
      ...changedContentSettings(),
      attorneyNotice: 'Our guide is no substitute for a lawyer who knows your case.',
    });
    expect(item(await launchChecklist(t.ctx), 'attorneyNotice')).toMatchObject({
      done: true,
      reason: 'attorneyNoticeSays',
    });
  });

  it('lists the sample testimonials while the site shows them', async () => {
    t = await createTestApp(driver, freshInstall);
    const showingSamples = {
      ...t.ctx,
      socialProof: fixedSocialProof({ ...noSocialProof, samples: true }),
    };
    expect(item(await launchChecklist(showingSamples), 'sampleReviews')).toMatchObject({
      done: false,
      reason: 'reviewsSample',
    });
    const ownProof = { ...t.ctx, socialProof: fixedSocialProof(noSocialProof) };
    expect(item(await launchChecklist(ownProof), 'sampleReviews')).toMatchObject({
      done: true,
      reason: 'reviewsOwn',
    });
  });

  it('ticks every configuration item on a site configured for launch', async () => {
    t = await createTestApp(driver, launchReady);
    await storedGuideFile(t.ctx.db, await makePdf());
    await saveSettings(
      t.ctx,
      await owner(),
      changedContentSettings({ ownTexts: [...sampleTextFields] }),
    );
    const answer = await launchChecklist(t.ctx);
    expect(doneIds(answer)).toEqual([
      'guide',
      'operator',
      'payments',
      'mail',
      'siteUrl',
      'supportEmail',
      'sampleTexts',
      'sampleReviews',
      'attorneyNotice',
      'salesTax',
    ]);
    expect(item(answer, 'payments')?.reason).toBe('stripeLive');
  });

  it("counts Stripe's test keys as not live, and the test provider as done only when chosen", async () => {
    t = await createTestApp(driver, { ...launchReady, STRIPE_SECRET_KEY: 'sk_test_key' });
    expect(item(await launchChecklist(t.ctx), 'payments')).toMatchObject({
      done: false,
      reason: 'stripeTestKey',
    });
    await t.dispose();
    t = await createTestApp(driver, { ...launchReady, PAYMENTS: 'test' });
    expect(item(await launchChecklist(t.ctx), 'payments')).toMatchObject({
      done: true,
      reason: 'testPaymentsChosen',
    });
  });

  it('asks for a sales tax decision until the seller saves one: Stripe Tax, or off on purpose', async () => {
    t = await createTestApp(driver, freshInstall);
    const actor = await owner();
    expect(item(await launchChecklist(t.ctx), 'salesTax')).toMatchObject({
      done: false,
      reason: 'taxUndecided',
    });
    // Settings saved before the tax setting existed name no tax mode: still no decision.
    const older = Object.fromEntries(
      Object.entries(changedContentSettings()).filter(([key]) => !key.startsWith('tax')),
    );
    await t.ctx.db
      .insert(siteSettingsRows)
      .values({ id: 1, values: older, version: 1, updatedAt: new Date(), updatedBy: null });
    expect(item(await launchChecklist(t.ctx), 'salesTax')).toMatchObject({ done: false });
    await saveSettings(t.ctx, actor, changedContentSettings({ taxMode: 'stripe_tax' }));
    expect(item(await launchChecklist(t.ctx), 'salesTax')).toMatchObject({
      done: true,
      reason: 'taxStripe',
    });
    await saveSettings(t.ctx, actor, changedContentSettings({ taxMode: 'off' }));
    expect(item(await launchChecklist(t.ctx), 'salesTax')).toMatchObject({
      done: true,
      reason: 'taxOffDecided',
    });
  });
});
