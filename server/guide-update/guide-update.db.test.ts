import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, type outbox } from '#server/db/schema.ts';
import { downloadUrl, issueDownloadToken } from '#server/delivery/download-tokens.ts';
import { mailPayloadSchemas } from '#server/mail/mail-kinds.ts';
import { MailWithdrawn } from '#server/mail/mail-message.ts';
import { saveAutomationRow } from '#server/mail-automations/automation-settings-repository.ts';
import { siteInfo } from '#server/site-settings/site-info.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { guideUpdateNoticeSchema, guideUpdateQueuedSchema } from '#shared/contracts/admin-mail.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { adminClient, auditEntries, mailsOfKind } from '#tests/admin-orders-helpers.ts';
import { storedGuideFile } from '#tests/guide-file-factory.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { makePdf } from '#tests/pdf-factory.ts';
import { readPdf } from '#tests/pdf-reader.ts';
import { createTestApp, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { renderGuideUpdate } from './guide-update-mail.ts';

const guideOfPages = async (pages: number) =>
  makePdf({ pages: Array.from({ length: pages }, () => ({})) });

describe.each(testDrivers)('the guide update notice on %s', (driver) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof adminClient>>;
  beforeEach(async () => {
    t = await createTestApp(driver);
    owner = await adminClient(t);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const status = async () => {
    const response = await owner.get(adminApi.guideUpdateNotice);
    expect(response.status).toBe(200);
    return guideUpdateNoticeSchema.parse(await response.json());
  };
  const notify = () => owner.post(adminApi.guideUpdateNotice);
  const render = (row: typeof outbox.$inferSelect) =>
    renderGuideUpdate(mailPayloadSchemas['guide-update'].parse(row.payload), {
      db: t.ctx.db,
      recipient: row.recipient,
      config: t.ctx.config,
      site: siteInfo(t.ctx.settings.current(), t.ctx.config),
    });
  /** Downloads through a link's page (its POST counts one download and answers the copy). */
  const download = (url: string) =>
    t.app.request(new URL(url).pathname, { method: 'POST', headers: { Origin: testSiteUrl } });
  const linkIn = (text: string) => {
    const found = /http:\/\/shop\.test\/download\/[\w-]{43}/.exec(text)?.[0];
    if (!found) throw new Error('no download link in the mail');
    return found;
  };

  /** Buyers: two orders of one address (any case), one refunded, one pending, one other buyer. */
  async function buyers() {
    const db = t.ctx.db;
    const hour = 3_600_000;
    const older = await storedOrder(db, {
      customerEmail: 'Sam@Example.com',
      completedAt: new Date(Date.now() - 2 * hour),
    });
    const newer = await storedOrder(db, { customerEmail: 'sam@example.com' });
    await storedOrder(db, { customerEmail: 'refunded@example.com', status: 'refunded' });
    await storedOrder(db, {
      customerEmail: 'pending@example.com',
      status: 'pending',
      completedAt: null,
    });
    const other = await storedOrder(db, { customerEmail: 'kim@example.com' });
    return { older, newer, other };
  }

  it('counts each address with a kept order once, queues one mail each naming its newest order, once per version', async () => {
    const { newer, other } = await buyers();
    expect(await status()).toEqual({ version: null, buyers: 2, notified: false, enabled: true });
    const refusedWithoutGuide = await notify();
    expect(refusedWithoutGuide.status).toBe(409);
    expect(apiErrorSchema.parse(await refusedWithoutGuide.json()).error.code).toBe('no_version');

    const version = await storedGuideFile(t.ctx.db, await guideOfPages(2), { name: 'v2.pdf' });
    expect(await status()).toMatchObject({
      version: { id: version.id, name: 'v2.pdf' },
      buyers: 2,
      notified: false,
    });
    const sent = await notify();
    expect(sent.status).toBe(202);
    expect(guideUpdateQueuedSchema.parse(await sent.json())).toEqual({ queued: 2 });
    const mails = await mailsOfKind(t, 'guide-update');
    expect(
      mails
        .map((mail) => ({ to: mail.recipient, payload: mail.payload }))
        .sort((a, b) => a.to.localeCompare(b.to)),
    ).toEqual([
      { to: 'kim@example.com', payload: { orderId: other.id, guideFileId: version.id } },
      { to: 'sam@example.com', payload: { orderId: newer.id, guideFileId: version.id } },
    ]);
    expect(t.nudges()).toBeGreaterThan(0);
    expect(await auditEntries(t, 'guide_update_notified')).toMatchObject([
      { target: version.id, detail: { queued: 2 } },
    ]);

    const again = await notify();
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error.code).toBe('already_notified');
    expect(await mailsOfKind(t, 'guide-update')).toHaveLength(2);
    expect(await status()).toMatchObject({ notified: true });
  });

  it('is refused while the automation is off, to other sites, to a huge body and to support admins', async () => {
    await buyers();
    await storedGuideFile(t.ctx.db, await guideOfPages(1));
    await saveAutomationRow(t.ctx.db, {
      id: 'guide-update',
      enabled: false,
      settings: { subject: 'New', body: 'New version.' },
      updatedBy: null,
    });
    expect(await status()).toMatchObject({ enabled: false, buyers: 2 });
    const off = await notify();
    expect(off.status).toBe(409);
    expect(apiErrorSchema.parse(await off.json()).error.code).toBe('automation_off');

    await saveAutomationRow(t.ctx.db, {
      id: 'guide-update',
      enabled: true,
      settings: { subject: 'New', body: 'New version.' },
      updatedBy: null,
    });
    const { cookie } = await signedInAdmin(t);
    const foreign = await t.app.request(adminApi.guideUpdateNotice, {
      method: 'POST',
      headers: {
        Cookie: cookie,
        Origin: 'https://evil.example',
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    const huge = await owner.post(adminApi.guideUpdateNotice, { padding: 'x'.repeat(300_000) });
    expect(huge.status).toBe(413);
    const support = await adminClient(t, { role: 'support' });
    expect((await support.get(adminApi.guideUpdateNotice)).status).toBe(403);
    expect((await support.post(adminApi.guideUpdateNotice)).status).toBe(403);
    expect(await mailsOfKind(t, 'guide-update')).toHaveLength(0);
  });

  it('carries a new link to the new version, with the delivery limits, while the old link keeps working', async () => {
    await storedGuideFile(t.ctx.db, await guideOfPages(1), { name: 'v1.pdf' });
    const order = await storedOrder(t.ctx.db, { customerEmail: 'sam@example.com' });
    const oldLink = downloadUrl(testSiteUrl, await issueDownloadToken(t.ctx.db, order.id));
    expect(
      (await readPdf(new Uint8Array(await (await download(oldLink)).arrayBuffer()))).pages,
    ).toHaveLength(1);

    await storedGuideFile(t.ctx.db, await guideOfPages(3), { name: 'v2.pdf' });
    expect((await notify()).status).toBe(202);
    const [row] = await mailsOfKind(t, 'guide-update');
    if (!row) throw new Error('no notice queued');
    const mail = await render(row);
    expect(mail.to).toBe('sam@example.com');
    expect(mail.subject).toContain('A new version of the');
    expect(mail.headers).toBeUndefined();
    const newLink = linkIn(mail.text);
    expect(newLink).not.toBe(oldLink);
    expect(mail.html).toContain(newLink);
    // A retry of the same mail carries the same link.
    expect(linkIn((await render(row)).text)).toBe(newLink);

    const fresh = await download(newLink);
    expect(fresh.status).toBe(200);
    const copy = await readPdf(new Uint8Array(await fresh.arrayBuffer()));
    expect(copy.pages).toHaveLength(3);
    expect(JSON.stringify(copy.pages)).toContain('sam@example.com');
    const limit = t.ctx.settings.current().offer.delivery.downloadLimit;
    expect(mail.text).toContain(`${limit} downloads`);
    // The old link had one download counted; it still has its own remaining ones.
    for (let left = limit - 1; left > 0; left -= 1) {
      expect((await download(oldLink)).status).toBe(200);
    }
    expect((await download(oldLink)).status).toBe(410);
    expect((await download(newLink)).status).toBe(200);
  });

  it('is withdrawn at send time after a refund or a newer upload', async () => {
    const refundedLater = await storedOrder(t.ctx.db, { customerEmail: 'a@example.com' });
    await storedOrder(t.ctx.db, { customerEmail: 'b@example.com' });
    await storedGuideFile(t.ctx.db, await guideOfPages(1));
    expect((await notify()).status).toBe(202);
    const rows = await mailsOfKind(t, 'guide-update');
    const refundedRow = rows.find((row) => row.orderId === refundedLater.id);
    const keptRow = rows.find((row) => row.orderId !== refundedLater.id);
    if (!refundedRow || !keptRow) throw new Error('two notices expected');
    await t.ctx.db
      .update(orders)
      .set({ status: 'refunded' })
      .where(eq(orders.id, refundedLater.id));
    await expect(render(refundedRow)).rejects.toBeInstanceOf(MailWithdrawn);
    await expect(render(keptRow)).resolves.toMatchObject({ to: 'b@example.com' });

    const newer = await storedGuideFile(t.ctx.db, await guideOfPages(2));
    await expect(render(keptRow)).rejects.toBeInstanceOf(MailWithdrawn);
    expect(await status()).toMatchObject({ version: { id: newer.id }, buyers: 1, notified: false });
    expect(guideUpdateQueuedSchema.parse(await (await notify()).json())).toEqual({ queued: 1 });
  });
});
