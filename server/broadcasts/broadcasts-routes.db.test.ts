import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import {
  broadcastDetailSchema,
  broadcastLimits,
  broadcastsApi,
  broadcastsResponseSchema,
  mailPreviewSchema,
} from '#shared/contracts/admin-mail.ts';

import { signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest, auditRows } from '#tests/auth-requests.ts';
import { broadcastRow, confirmedSubscribers, sampleDraft } from '#tests/broadcast-fixtures.ts';
import { pngImage } from '#tests/image-fixtures.ts';
import { imagesClient } from '#tests/media-client.ts';
import { rowCounts } from '#tests/row-counts.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { runBroadcasts } from './broadcast-queue.ts';
import { testMailCap } from './broadcast-mail-service.ts';

const dayMs = 86_400_000;

describe.each(testDrivers)('the broadcasts API on %s', (driver) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeEach(async () => {
    t = await createTestApp(driver);
    admin = await signedInAdmin(t);
  });
  afterEach(() => t.dispose());

  const send = (method: string, path: string, body?: unknown) =>
    apiRequest(t.app, method, path, body, { cookie: admin.cookie });

  async function created(overrides: Record<string, unknown> = {}) {
    const response = await send('POST', broadcastsApi.broadcasts, { ...sampleDraft, ...overrides });
    expect(response.status).toBe(201);
    return broadcastDetailSchema.parse(await response.json());
  }

  const detail = async (id: number) =>
    broadcastDetailSchema.parse(await (await send('GET', broadcastsApi.broadcast(id))).json());

  it('creates, lists newest first, edits and deletes a draft, each audited', async () => {
    const first = await created({ subject: '  First tips  ' });
    expect(first).toMatchObject({
      subject: 'First tips',
      status: 'draft',
      recipients: 0,
      sent: 0,
      failed: 0,
      pending: 0,
      archivePath: null,
    });
    const second = await created({ subject: 'Second' });
    const list = broadcastsResponseSchema.parse(
      await (await send('GET', `${broadcastsApi.broadcasts}?page=1`)).json(),
    );
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(list.rows.map((row) => row.id)).toEqual([second.id, first.id]);

    const edited = await send('PUT', broadcastsApi.broadcast(first.id), {
      ...sampleDraft,
      subject: 'Edited',
      ratePerMinute: 120,
    });
    expect(edited.status).toBe(200);
    expect(await detail(first.id)).toMatchObject({ subject: 'Edited', ratePerMinute: 120 });

    expect((await send('DELETE', broadcastsApi.broadcast(second.id))).status).toBe(204);
    expect((await send('GET', broadcastsApi.broadcast(second.id))).status).toBe(404);
    expect((await auditRows(t.ctx.db)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['broadcast_created', 'broadcast_updated', 'broadcast_deleted']),
    );
    // Each entry names the broadcast by its subject at the time, not only by its number.
    expect(
      (await auditRows(t.ctx.db)).find((entry) => entry.action === 'broadcast_updated'),
    ).toMatchObject({ target: String(first.id), targetLabel: 'Edited' });
  });

  it('refuses bad drafts per field, and odd or hostile bodies, storing nothing', async () => {
    const before = await rowCounts(t.ctx.db);
    const response = await send('POST', broadcastsApi.broadcasts, {
      ...sampleDraft,
      subject: ' ',
      body: 'x'.repeat(broadcastLimits.body + 1),
      audience: 'everyone',
      ratePerMinute: 0.5,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: {
          subject: 'Enter a subject.',
          body: 'Use at most 50,000 characters.',
          audience: 'Choose who receives it.',
          ratePerMinute: 'Enter a whole number of mails per minute.',
        },
      },
    });
    const unknownField = await send('POST', broadcastsApi.broadcasts, {
      ...sampleDraft,
      status: 'sent',
    });
    expect(unknownField.status).toBe(400);
    const notJson = await t.app.request(broadcastsApi.broadcasts, {
      method: 'POST',
      body: 'subject=x',
      headers: { Cookie: admin.cookie, Origin: 'http://shop.test', 'Content-Type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    const huge = await send('POST', broadcastsApi.broadcasts, {
      ...sampleDraft,
      body: 'x'.repeat(2_000_000),
    });
    expect(huge.status).toBe(413);
    const elsewhere = await apiRequest(t.app, 'POST', broadcastsApi.broadcasts, sampleDraft, {
      cookie: admin.cookie,
      origin: 'https://evil.example',
    });
    expect(elsewhere.status).toBe(403);
    expect((await send('GET', broadcastsApi.broadcast(0))).status).toBe(404);
    expect((await send('GET', `${broadcastsApi.broadcasts}/abc`)).status).toBe(404);
    expect(await rowCounts(t.ctx.db)).toEqual(before);
  });

  it('sends a draft now or at a time to come, and refuses what cannot be sent', async () => {
    const draft = await created();
    const now = t.ctx.clock().getTime();
    const empty = await send('POST', broadcastsApi.send(draft.id), { sendAt: null });
    expect(empty.status).toBe(409);
    expect(await empty.json()).toMatchObject({
      error: {
        code: 'empty_audience',
        message: expect.stringMatching(/Schedule it for later/) as string,
      },
    });
    await confirmedSubscribers(t.ctx.db, ['ann@example.com']);

    for (const [sendAt, message] of [
      [new Date(now - 60_000).toISOString(), 'Choose a time to come.'],
      [new Date(now + 400 * dayMs).toISOString(), 'Choose a time within a year.'],
      ['tomorrow', 'Choose a date and time.'],
    ] as const) {
      const refused = await send('POST', broadcastsApi.send(draft.id), { sendAt });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { fields: { sendAt: message } } });
    }
    const withImage = await created({ body: 'See ![the form](media:form.png)' });
    const missing = await send('POST', broadcastsApi.send(withImage.id), { sendAt: null });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: { fields: { body: 'No uploaded image is named form.png.' } },
    });

    const at = new Date(now + dayMs).toISOString();
    const scheduled = await send('POST', broadcastsApi.send(draft.id), { sendAt: at });
    expect(scheduled.status).toBe(200);
    expect(broadcastDetailSchema.parse(await scheduled.json())).toMatchObject({
      status: 'scheduled',
      scheduledAt: at,
    });
    // Scheduled: no longer editable, deletable or sent again.
    expect((await send('PUT', broadcastsApi.broadcast(draft.id), sampleDraft)).status).toBe(409);
    expect((await send('DELETE', broadcastsApi.broadcast(draft.id))).status).toBe(409);
    expect((await send('POST', broadcastsApi.send(draft.id), { sendAt: null })).status).toBe(409);

    const cancelled = await send('POST', broadcastsApi.cancel(draft.id));
    expect(broadcastDetailSchema.parse(await cancelled.json())).toMatchObject({
      status: 'draft',
      scheduledAt: null,
    });
    expect((await send('POST', broadcastsApi.cancel(draft.id))).status).toBe(409);
    t.advanceClock(2 * dayMs);
    expect((await runBroadcasts(t.ctx)).started).toEqual([]);
    expect((await auditRows(t.ctx.db)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['broadcast_scheduled', 'broadcast_cancelled']),
    );
  });

  it('schedules a broadcast before it has an audience, counting it when it goes out', async () => {
    const later = await created();
    const scheduled = await send('POST', broadcastsApi.send(later.id), {
      sendAt: new Date(t.ctx.clock().getTime() + dayMs).toISOString(),
    });
    expect(scheduled.status).toBe(200);
    expect(await scheduled.json()).toMatchObject({ status: 'scheduled', recipients: 0 });
    // Joined after it was scheduled, before it went out.
    await confirmedSubscribers(t.ctx.db, ['ann@example.com']);
    t.advanceClock(dayMs + 1000);
    await runBroadcasts(t.ctx);
    expect(await broadcastRow(t.ctx.db, later.id)).toMatchObject({ recipients: 1 });
  });

  it('ends a broadcast whose audience is empty at its time as sent to nobody, without an error', async () => {
    const draft = await created({ audience: 'buyers' });
    const scheduled = await send('POST', broadcastsApi.send(draft.id), {
      sendAt: new Date(t.ctx.clock().getTime() + dayMs).toISOString(),
    });
    expect(scheduled.status).toBe(200);
    t.advanceClock(dayMs + 1000);
    const pass = await runBroadcasts(t.ctx);
    expect(pass).toMatchObject({ started: [draft.id], queued: 0, finished: [draft.id] });
    expect(await broadcastRow(t.ctx.db, draft.id)).toMatchObject({
      status: 'sent',
      recipients: 0,
      finishedAt: expect.any(Date) as Date,
    });
    expect(await t.ctx.db.select().from(outbox).where(eq(outbox.kind, 'broadcast'))).toEqual([]);
  });

  it('queues a test mail to the signed-in admin alone, capped per hour', async () => {
    await confirmedSubscribers(t.ctx.db, ['ann@example.com']);
    const draft = await created();
    const response = await send('POST', broadcastsApi.test(draft.id));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ to: admin.user.email });
    const rows = await t.ctx.db.select().from(outbox).where(eq(outbox.kind, 'broadcast'));
    expect(rows).toEqual([
      expect.objectContaining({
        recipient: admin.user.email,
        payload: { broadcastId: draft.id, test: true },
        broadcastId: null,
      }),
    ]);
    expect(t.nudges()).toBe(1);
    for (let n = 1; n < testMailCap.mails; n += 1) {
      expect((await send('POST', broadcastsApi.test(draft.id))).status).toBe(202);
    }
    const capped = await send('POST', broadcastsApi.test(draft.id));
    expect(capped.status).toBe(429);
    expect(capped.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await send('POST', broadcastsApi.test(999))).status).toBe(404);
  });

  it('previews the mail as it arrives, images included, and refuses a bad preview per field', async () => {
    const images = await imagesClient(t);
    expect((await images.upload(pngImage(800, 400), 'form.png')).status).toBe(201);
    const response = await send('POST', broadcastsApi.preview, {
      subject: 'Tips',
      preheader: 'Read before the hearing',
      body: 'Hello <b>there</b>\n\n![The form](media:form.png)',
    });
    expect(response.status).toBe(200);
    const preview = mailPreviewSchema.parse(await response.json());
    expect(preview.subject).toBe('Tips');
    expect(preview.html).toContain('Read before the hearing');
    expect(preview.html).toContain('&lt;b&gt;there&lt;/b&gt;');
    expect(preview.html).toMatch(
      /<img src="http:\/\/shop\.test\/media\/[0-9a-f]{64}\.png" alt="The form" width="512" height="256"/,
    );
    expect(preview.html).toContain('http://shop.test/mail/unsubscribe?token=preview');
    expect(preview.text).toContain('Unsubscribe: http://shop.test/mail/unsubscribe?token=preview');
    const bad = await send('POST', broadcastsApi.preview, { subject: '', preheader: '', body: '' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { fields: { subject: 'Enter a subject.', body: 'Write the mail.' } },
    });
  });

  it('downloads the .eml as the admin would receive it, with the unsubscribe headers', async () => {
    const draft = await created();
    const response = await send('GET', broadcastsApi.eml(draft.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('message/rfc822');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="broadcast-${String(draft.id)}.eml"`,
    );
    const eml = await PostalMime.parse(await response.text());
    const header = (key: string) => eml.headers.find((entry) => entry.key === key)?.value;
    expect(eml.to).toEqual([expect.objectContaining({ address: admin.user.email })]);
    expect(eml.subject).toBe('Three deadlines to watch');
    expect(header('list-unsubscribe')).toMatch(
      /^<http:\/\/shop\.test\/mail\/unsubscribe\?token=[0-9a-f]{64}>$/,
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(eml.html).toContain('Before the agency writes to you');
    expect((await send('GET', broadcastsApi.eml(999))).status).toBe(404);
  });

  it('shows a sent broadcast on the archive under a slug of its subject and id', async () => {
    await confirmedSubscribers(t.ctx.db, ['ann@example.com']);
    const sentOne = async (archived: boolean) => {
      const draft = await created({ subject: 'Deadlines: what to watch!', archived });
      expect((await send('POST', broadcastsApi.send(draft.id), { sendAt: null })).status).toBe(200);
      await runBroadcasts(t.ctx);
      await t.ctx.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.broadcastId, draft.id));
      await runBroadcasts(t.ctx);
      return draft.id;
    };
    const first = await sentOne(true);
    expect(await detail(first)).toMatchObject({
      status: 'sent',
      archived: true,
      archivePath: `/newsletter/deadlines-what-to-watch-${String(first)}`,
    });
    const second = await sentOne(false);
    expect((await detail(second)).archivePath).toBeNull();
    const draft = await created();
    expect((await send('PUT', broadcastsApi.archive(draft.id), { archived: true })).status).toBe(
      409,
    );
    expect((await send('PUT', broadcastsApi.archive(second), { archived: 'yes' })).status).toBe(
      400,
    );

    const shown = await send('PUT', broadcastsApi.archive(second), { archived: true });
    expect(broadcastDetailSchema.parse(await shown.json())).toMatchObject({
      archivePath: `/newsletter/deadlines-what-to-watch-${String(second)}`,
    });
    await send('PUT', broadcastsApi.archive(second), { archived: false });
    await send('PUT', broadcastsApi.archive(second), { archived: true });
    expect((await broadcastRow(t.ctx.db, second)).slug).toBe(
      `deadlines-what-to-watch-${String(second)}`,
    );
    // Sent: the draft's fields are fixed.
    expect((await send('PUT', broadcastsApi.broadcast(second), sampleDraft)).status).toBe(409);
  });
});
