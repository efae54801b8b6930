import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  publishingEntries,
  publishingReviews,
  publishingRevisions,
  type outbox,
} from '#server/db/schema.ts';
import { mailPayloadSchemas } from '#server/mail/mail-kinds.ts';
import { MailWithdrawn } from '#server/mail/mail-message.ts';
import { siteInfo } from '#server/site-settings/site-info.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { broadcastDetailSchema, broadcastsApi } from '#shared/contracts/admin-mail.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { staleSaveMessage } from '#shared/contracts/publishing.ts';
import {
  entryBroadcastSchema,
  reviewMarkedSchema,
  reviewNoticeQueuedSchema,
  reviewNoticeSchema,
} from '#shared/contracts/publishing-oversight.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { auditEntries, mailsOfKind } from '#tests/admin-orders-helpers.ts';
import { storedOptOut, storedSuppression } from '#tests/audience-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { storedOrder } from '#tests/order-factory.ts';
import {
  postContent,
  stateGuideContent,
  storedEntry,
  storedPerson,
} from '#tests/publishing-oversight-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { renderStateGuideNotice } from './state-guide-notice-mail.ts';

describe.each(testDrivers)(
  'reviews, the state guide notice and the post broadcast on %s',
  (driver) => {
    let t: TestApp;
    let owner: string;
    let editor: string;
    beforeEach(async () => {
      t = await createTestApp(driver);
      owner = (await signedInAdmin(t)).cookie;
      editor = (await signedInAdmin(t, { role: 'editor' })).cookie;
    });
    afterEach(async () => {
      await t.dispose();
    });

    const call = (cookie: string, method: string, path: string, body?: unknown) =>
      apiRequest(t.app, method, path, body, { cookie });
    const entryRow = async (id: number) => {
      const [row] = await t.ctx.db
        .select()
        .from(publishingEntries)
        .where(eq(publishingEntries.id, id));
      if (!row) throw new Error('no entry');
      return row;
    };
    const review = (substantive: boolean, version = 1, note = 'The deadline is now 45 days.') => ({
      version,
      reviewedOn: '2026-11-02',
      substantive,
      note,
    });
    const render = (row: typeof outbox.$inferSelect) =>
      renderStateGuideNotice(mailPayloadSchemas['state-guide-update'].parse(row.payload), {
        db: t.ctx.db,
        recipient: row.recipient,
        config: t.ctx.config,
        site: siteInfo(t.ctx.settings.current(), t.ctx.config),
      });

    it('marks an entry reviewed by its reviewer: dates, review row, revision, audit; a stale version is refused', async () => {
      const dana = await storedPerson(t.ctx.db);
      const entry = await storedEntry(t.ctx.db, postContent({ reviewerId: dana.id }));
      const light = await call(editor, 'POST', adminApi.entryReviewed(entry.id), review(false));
      expect(light.status).toBe(200);
      const first = reviewMarkedSchema.parse(await light.json());
      expect(first).toMatchObject({
        review: { reviewedOn: '2026-11-02', substantive: false },
        version: 2,
      });
      expect(await entryRow(entry.id)).toMatchObject({
        reviewedOn: '2026-11-02',
        updatedOn: '2026-01-10',
        changedAt: entry.changedAt,
      });
      const stale = await call(editor, 'POST', adminApi.entryReviewed(entry.id), review(true));
      expect(stale.status).toBe(409);
      expect(await stale.json()).toEqual({
        error: { code: 'conflict', message: staleSaveMessage },
      });

      const heavy = await call(editor, 'POST', adminApi.entryReviewed(entry.id), review(true, 2));
      expect(reviewMarkedSchema.parse(await heavy.json()).version).toBe(3);
      const after = await entryRow(entry.id);
      expect(after).toMatchObject({ reviewedOn: '2026-11-02', updatedOn: '2026-11-02' });
      expect(after.changedAt.getTime()).toBeGreaterThan(entry.changedAt.getTime());
      expect(
        t.ctx.published
          .current()
          .posts()
          .find((one) => one.id === entry.id),
      ).toMatchObject({ updatedOn: '2026-11-02' });
      const reviews = await t.ctx.db.select().from(publishingReviews).orderBy(publishingReviews.id);
      expect(reviews.map((row) => [row.reviewerId, row.substantive])).toEqual([
        [dana.id, false],
        [dana.id, true],
      ]);
      const revisions = await t.ctx.db
        .select()
        .from(publishingRevisions)
        .where(eq(publishingRevisions.entryId, entry.id));
      expect(revisions.map((row) => [row.number, row.action])).toEqual([
        [1, 'reviewed'],
        [2, 'reviewed'],
      ]);
      expect(await auditEntries(t, 'entry_reviewed')).toHaveLength(2);
    });

    it('refuses bad dates per field, pages, unknown entries, support and other sites', async () => {
      const entry = await storedEntry(t.ctx.db, postContent());
      const bad = await call(editor, 'POST', adminApi.entryReviewed(entry.id), {
        version: 0,
        reviewedOn: '2026-13-45',
        substantive: 'yes',
        note: 'x'.repeat(500),
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(apiErrorSchema.parse(await bad.json()).error.fields ?? {}).sort()).toEqual(
        ['note', 'reviewedOn', 'substantive', 'version'],
      );
      expect(
        (await call(editor, 'POST', adminApi.entryReviewed(9_999), review(false))).status,
      ).toBe(404);
      const support = (await signedInAdmin(t, { role: 'support' })).cookie;
      expect(
        (await call(support, 'POST', adminApi.entryReviewed(entry.id), review(false))).status,
      ).toBe(403);
      const foreign = await apiRequest(
        t.app,
        'POST',
        adminApi.entryReviewed(entry.id),
        review(false),
        {
          cookie: editor,
          origin: 'https://evil.example',
        },
      );
      expect(foreign.status).toBe(403);
      expect(await entryRow(entry.id)).toMatchObject({ version: 1, reviewedOn: null });
    });

    it('tells each reachable buyer from the state once per review, never one who opted out or is suppressed', async () => {
      const guide = await storedEntry(t.ctx.db, stateGuideContent({ state: 'OH' }));
      const hour = 3_600_000;
      await storedOrder(t.ctx.db, {
        customerEmail: 'Ann@Example.com',
        state: 'OH',
        completedAt: new Date(Date.now() - hour),
      });
      const annNewest = await storedOrder(t.ctx.db, {
        customerEmail: 'ann@example.com',
        state: 'OH',
      });
      await storedOrder(t.ctx.db, { customerEmail: 'texan@example.com', state: 'TX' });
      await storedOrder(t.ctx.db, {
        customerEmail: 'refunded@example.com',
        state: 'OH',
        status: 'refunded',
      });
      await storedOrder(t.ctx.db, { customerEmail: 'left@example.com', state: 'OH' });
      await storedOptOut(t.ctx.db, 'left@example.com');
      await storedOrder(t.ctx.db, { customerEmail: 'bounced@example.com', state: 'OH' });
      await storedSuppression(t.ctx.db, 'bounced@example.com', 'bounced');

      const light = reviewMarkedSchema.parse(
        await (await call(owner, 'POST', adminApi.entryReviewed(guide.id), review(false))).json(),
      );
      const refused = await call(
        owner,
        'POST',
        adminApi.entryReviewNotice(guide.id, light.review.id),
      );
      expect(refused.status).toBe(409);
      expect(apiErrorSchema.parse(await refused.json()).error.code).toBe('notSubstantive');

      const marked = reviewMarkedSchema.parse(
        await (await call(owner, 'POST', adminApi.entryReviewed(guide.id), review(true, 2))).json(),
      );
      const notice = adminApi.entryReviewNotice(guide.id, marked.review.id);
      expect(reviewNoticeSchema.parse(await (await call(editor, 'GET', notice)).json())).toEqual({
        recipients: 1,
        alreadyNotified: false,
      });
      expect((await call(editor, 'POST', notice)).status).toBe(403);

      const sent = await call(owner, 'POST', notice);
      expect(sent.status).toBe(202);
      expect(reviewNoticeQueuedSchema.parse(await sent.json())).toEqual({ queued: 1 });
      const mails = await mailsOfKind(t, 'state-guide-update');
      expect(mails.map((mail) => [mail.recipient, mail.payload])).toEqual([
        ['ann@example.com', { reviewId: marked.review.id, orderId: annNewest.id }],
      ]);
      expect(await auditEntries(t, 'state_guide_notified')).toMatchObject([
        { detail: { reviewId: marked.review.id, queued: 1 } },
      ]);
      const again = await call(owner, 'POST', notice);
      expect(again.status).toBe(409);
      expect(apiErrorSchema.parse(await again.json()).error.code).toBe('alreadyNotified');
      expect(reviewNoticeSchema.parse(await (await call(owner, 'GET', notice)).json())).toEqual({
        recipients: 0,
        alreadyNotified: true,
      });
      expect(await mailsOfKind(t, 'state-guide-update')).toHaveLength(1);

      const [row] = mails;
      if (!row) throw new Error('no notice');
      const mail = await render(row);
      expect(mail.to).toBe('ann@example.com');
      expect(mail.text).toContain('The deadline is now 45 days.');
      expect(mail.text).toContain('http://shop.test/states/ohio-child-support');
      expect(mail.text).toMatch(/http:\/\/shop\.test\/mail\/unsubscribe\?token=/);
      expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      // Unsubscribed after it was queued: withdrawn when sent.
      await storedOptOut(t.ctx.db, 'ann@example.com');
      await expect(render(row)).rejects.toBeInstanceOf(MailWithdrawn);
    });

    it('tells nothing of a post, an unknown review, or a state without reachable buyers', async () => {
      const post = await storedEntry(t.ctx.db, postContent());
      const postReview = reviewMarkedSchema.parse(
        await (await call(owner, 'POST', adminApi.entryReviewed(post.id), review(true))).json(),
      );
      const ofPost = await call(
        owner,
        'POST',
        adminApi.entryReviewNotice(post.id, postReview.review.id),
      );
      expect(apiErrorSchema.parse(await ofPost.json()).error.code).toBe('notAStateGuide');
      expect((await call(owner, 'GET', adminApi.entryReviewNotice(post.id, 9_999))).status).toBe(
        404,
      );
      const guide = await storedEntry(t.ctx.db, stateGuideContent());
      const marked = reviewMarkedSchema.parse(
        await (await call(owner, 'POST', adminApi.entryReviewed(guide.id), review(true))).json(),
      );
      const empty = await call(
        owner,
        'POST',
        adminApi.entryReviewNotice(guide.id, marked.review.id),
      );
      expect(apiErrorSchema.parse(await empty.json()).error.code).toBe('noRecipients');
      const [stored] = await t.ctx.db
        .select()
        .from(publishingReviews)
        .where(eq(publishingReviews.id, marked.review.id));
      expect(stored?.notifiedAt).toBeNull();
      expect(await mailsOfKind(t, 'state-guide-update')).toHaveLength(0);
    });

    it('turns a published post into a broadcast draft with its title, description and link, never sent', async () => {
      const post = await storedEntry(t.ctx.db, postContent());
      const made = await call(editor, 'POST', adminApi.entryBroadcast(post.id));
      expect(made.status).toBe(201);
      const { broadcastId } = entryBroadcastSchema.parse(await made.json());
      const detail = broadcastDetailSchema.parse(
        await (await call(owner, 'GET', broadcastsApi.broadcast(broadcastId))).json(),
      );
      expect(detail).toMatchObject({
        status: 'draft',
        subject: 'What an administrative review is',
        preheader: 'How the agency looks at your order again, and what to send.',
      });
      expect(detail.body).toContain('(http://shop.test/blog/administrative-review)');
      expect(await mailsOfKind(t, 'broadcast')).toHaveLength(0);

      const draft = await storedEntry(t.ctx.db, postContent({ slug: 'unpublished' }), {
        status: 'draft',
      });
      const ofDraft = await call(editor, 'POST', adminApi.entryBroadcast(draft.id));
      expect(apiErrorSchema.parse(await ofDraft.json()).error.code).toBe('not_published');
      const guide = await storedEntry(t.ctx.db, stateGuideContent());
      expect((await call(editor, 'POST', adminApi.entryBroadcast(guide.id))).status).toBe(409);
      const support = (await signedInAdmin(t, { role: 'support' })).cookie;
      expect((await call(support, 'POST', adminApi.entryBroadcast(post.id))).status).toBe(403);
    });
  },
);
