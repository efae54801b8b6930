import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishingEntries, publishingRedirects, publishingRevisions } from '#server/db/schema.ts';
import { auditEntries } from '#tests/admin-orders-helpers.ts';
import { postContent, storedEntry } from '#tests/publishing-entry-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { storedPublishedContent } from './published-content-source.ts';
import { publishDue, startScheduledPublishing } from './scheduled-publishing.ts';

describe.each(testDrivers)('scheduled publishing on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
    await t.ctx.db.delete(publishingEntries);
  });
  afterEach(async () => {
    await t.dispose();
  });

  /** A draft the server is to publish at `at`. */
  const scheduled = async (at: Date, content = postContent()) => {
    const id = await storedEntry(t, content, null);
    await t.ctx.db
      .update(publishingEntries)
      .set({ status: 'scheduled', scheduledAt: at })
      .where(eq(publishingEntries.id, id));
    return id;
  };
  const entryRow = async (id: number) => {
    const [row] = await t.ctx.db
      .select()
      .from(publishingEntries)
      .where(eq(publishingEntries.id, id));
    return row;
  };

  it('publishes nothing before its time, then once though two instances run at that minute', async () => {
    const content = postContent();
    const id = await scheduled(new Date(Date.now() + 60_000), content);
    expect(await publishDue(t.ctx)).toEqual([]);
    expect((await entryRow(id))?.status).toBe('scheduled');

    t.advanceClock(61_000);
    // A second instance: its own context (and published content) on the same database.
    const second = { ...t.ctx, published: await storedPublishedContent(t.ctx.db) };
    const runs = await Promise.all([publishDue(t.ctx), publishDue(second), publishDue(t.ctx)]);
    expect(runs.flat()).toEqual([id]);

    const row = await entryRow(id);
    expect(row).toMatchObject({ status: 'published', scheduledAt: null, publishedRevision: 2 });
    expect(row?.published).toEqual(content);
    expect(row?.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const revisions = await t.ctx.db
      .select()
      .from(publishingRevisions)
      .where(eq(publishingRevisions.entryId, id));
    expect(revisions.map((revision) => [revision.number, revision.action])).toEqual([
      [1, 'saved'],
      [2, 'published'],
    ]);
    expect(await auditEntries(t, 'entry_published')).toHaveLength(1);
    // Both instances show it: the one that published read it again, the other once it reloads
    // on the announcement. Which of them won the UPDATE is up to the database.
    const contexts = [t.ctx, second, t.ctx];
    const publisher = contexts[runs.findIndex((run) => run.length > 0)];
    const other = publisher === second ? t.ctx : second;
    const shown = (ctx: typeof second) =>
      ctx.published
        .current()
        .posts()
        .map((post) => post.id);
    expect(shown(publisher ?? second)).toContain(id);
    await other.published.reload();
    expect(shown(other)).toContain(id);
  });

  it('publishes at start what fell due while no instance ran, moving a renamed address', async () => {
    const id = await storedEntry(t, postContent({ slug: 'old-address' }));
    await t.ctx.db
      .update(publishingEntries)
      .set({
        status: 'scheduled',
        scheduledAt: new Date(Date.now() - 60 * 60_000),
        draft: postContent({ slug: 'new-address' }),
      })
      .where(eq(publishingEntries.id, id));
    const task = startScheduledPublishing(t.ctx, pino({ level: 'silent' }), 60_000);
    await task.stop();
    expect(await entryRow(id)).toMatchObject({ status: 'published', slug: 'new-address' });
    expect(await t.ctx.db.select().from(publishingRedirects)).toMatchObject([
      { fromPath: '/blog/old-address', toPath: '/blog/new-address' },
    ]);
    expect(t.ctx.published.current().movedAt('/blog/old-address')).toEqual({
      status: 301,
      to: '/blog/new-address',
    });
  });
});
