import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishingEntries, publishingRedirects, publishingRevisions } from '#server/db/schema.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import {
  entryDetailSchema,
  entrySummarySchema,
  revisionSchema,
  staleSaveMessage,
  entryContentSchema,
  type EntryContent,
  type EntryDetail,
} from '#shared/contracts/publishing.ts';
import { auditEntries } from '#tests/admin-orders-helpers.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import {
  pageContent,
  postContent,
  stateGuideContent,
  storedEntry,
  testSlug,
} from '#tests/publishing-entry-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { z } from 'zod';

const seedPostSlug = 'challenge-child-support-without-court-hearing';
const otherPostSlug = 'administrative-vs-judicial-child-support';

describe.each(testDrivers)('the publishing API on %s', (driver) => {
  let t: TestApp;
  let cookie: string;
  let seedPostId: number;
  let otherPostId: number;
  let legalNoticeId: number;
  beforeEach(async () => {
    t = await createTestApp(driver);
    ({ cookie } = await signedInAdmin(t, { role: 'editor' }));
    // A new database holds the migration's seed, a reused one nothing: each test starts from its own.
    await t.ctx.db.delete(publishingEntries);
    // Published as the seed's are: two posts, three state guides and a legal page.
    seedPostId = await storedEntry(t, postContent({ slug: seedPostSlug }), '2025-01-10');
    otherPostId = await storedEntry(t, postContent({ slug: otherPostSlug }), '2025-03-02');
    for (const [label, slug] of [
      ['Texas', 'texas-child-support'],
      ['California', 'california-child-support'],
      ['Florida', 'florida-child-support'],
    ])
      await storedEntry(t, stateGuideContent({ label, slug }));
    legalNoticeId = await storedEntry(t, pageContent());
  });
  afterEach(async () => {
    await t.dispose();
  });

  const send = (method: string, path: string, body?: unknown, as = cookie) =>
    apiRequest(t.app, method, path, body, { cookie: as });
  const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

  const detail = async (response: Response): Promise<EntryDetail> => {
    expect(response.status).toBeLessThan(300);
    return entryDetailSchema.parse(await response.json());
  };
  const create = async (content: EntryContent = postContent()) => {
    const response = await send('POST', adminApi.publishingEntries, { content });
    expect(response.status).toBe(201);
    return detail(response);
  };
  const save = (entry: EntryDetail, content: EntryContent, autosave = false) =>
    send('PUT', adminApi.publishingEntry(entry.id), { version: entry.version, content, autosave });
  const publish = async (entry: EntryDetail) =>
    detail(await send('POST', adminApi.publishEntry(entry.id), { version: entry.version }));
  const entryRow = async (id: number) => {
    const [row] = await t.ctx.db
      .select()
      .from(publishingEntries)
      .where(eq(publishingEntries.id, id));
    return row;
  };
  const revisions = (id: number) =>
    t.ctx.db.select().from(publishingRevisions).where(eq(publishingRevisions.entryId, id));
  const redirects = async () =>
    Object.fromEntries(
      (await t.ctx.db.select().from(publishingRedirects)).map((row) => [row.fromPath, row.toPath]),
    );
  const shownPost = (slug: string) =>
    t.ctx.published
      .current()
      .posts()
      .find((post) => post.content.slug === slug);

  it('creates a draft that the site does not show, with revision 1 and an audit entry', async () => {
    const content = postContent();
    const entry = await create(content);
    expect(entry).toMatchObject({
      kind: 'post',
      status: 'draft',
      version: 1,
      slug: content.slug,
      path: `/blog/${content.slug}`,
      published: null,
      hasDraftChanges: true,
      publishedOn: null,
    });
    expect(entry.draft).toEqual(content);
    expect(entry.savedBy).toMatch(/@shop\.example$/);
    expect((await revisions(entry.id)).map((row) => [row.number, row.action])).toEqual([
      [1, 'saved'],
    ]);
    expect(await auditEntries(t, 'entry_created')).toHaveLength(1);
    expect(shownPost(content.slug)).toBeUndefined();
    expect(await detail(await send('GET', adminApi.publishingEntry(entry.id)))).toEqual(entry);
  });

  it('autosaves without a revision, saves with one, and refuses a stale version changing nothing', async () => {
    const entry = await create();
    const autosaved = await detail(
      await save(entry, { ...entry.draft, title: 'Autosaved title' }, true),
    );
    expect(autosaved).toMatchObject({ version: 2, title: 'Autosaved title', status: 'draft' });
    expect(await revisions(entry.id)).toHaveLength(1);
    expect(await auditEntries(t, 'entry_saved')).toHaveLength(0);

    const saved = await detail(await save(autosaved, { ...entry.draft, title: 'Saved title' }));
    expect(saved.version).toBe(3);
    expect((await revisions(entry.id)).map((row) => row.action)).toEqual(['saved', 'saved']);
    expect(await auditEntries(t, 'entry_saved')).toHaveLength(1);

    // A second admin still holds version 2.
    const stale = await save(autosaved, { ...entry.draft, title: 'Overwrites?' });
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toMatchObject({ code: 'conflict', message: staleSaveMessage });
    expect((await entryRow(entry.id))?.draft.title).toBe('Saved title');
    expect((await entryRow(entry.id))?.version).toBe(3);
    const stalePublish = await send('POST', adminApi.publishEntry(entry.id), { version: 2 });
    expect(stalePublish.status).toBe(409);
    expect((await entryRow(entry.id))?.status).toBe('draft');
  });

  it('publishes the working copy: dates, revision, status, and the site shows it at once', async () => {
    const entry = await create();
    const published = await publish(entry);
    const today = new Date().toISOString().slice(0, 10);
    expect(published).toMatchObject({
      status: 'published',
      publishedOn: today,
      updatedOn: today,
      hasDraftChanges: false,
    });
    expect(published.published).toEqual(entry.draft);
    expect((await revisions(entry.id)).map((row) => row.action)).toEqual(['saved', 'published']);
    expect((await entryRow(entry.id))?.publishedRevision).toBe(2);
    expect(shownPost(entry.slug)?.content.title).toBe(entry.draft.title);
    expect(t.ctx.published.current().pageAt(`/blog/${entry.slug}`)?.title).toBe(entry.draft.title);

    // A later change shows only once published; the first publication's day stays.
    const seed = await detail(await send('GET', adminApi.publishingEntry(seedPostId)));
    const edited = await detail(await save(seed, { ...seed.draft, title: 'A better title' }));
    expect(edited.hasDraftChanges).toBe(true);
    expect(shownPost(seedPostSlug)?.content.title).toBe(seed.draft.title);
    const republished = await publish(edited);
    expect(republished).toMatchObject({ publishedOn: '2025-01-10', updatedOn: '2025-01-10' });
    expect(shownPost(seedPostSlug)?.content.title).toBe('A better title');
    expect(await auditEntries(t, 'entry_published')).toHaveLength(2);
  });

  it('keeps a renamed address as a 301, repoints older redirects to it and frees a live path', async () => {
    const seed = await detail(await send('GET', adminApi.publishingEntry(seedPostId)));
    const first = await publish(
      await detail(await save(seed, { ...seed.draft, slug: 'renamed-once' } as EntryContent)),
    );
    expect(await redirects()).toEqual({ [`/blog/${seedPostSlug}`]: '/blog/renamed-once' });
    expect(t.ctx.published.current().movedAt(`/blog/${seedPostSlug}`)).toEqual({
      status: 301,
      to: '/blog/renamed-once',
    });
    const second = await publish(
      await detail(await save(first, { ...first.draft, slug: 'renamed-twice' } as EntryContent)),
    );
    expect(await redirects()).toEqual({
      [`/blog/${seedPostSlug}`]: '/blog/renamed-twice',
      '/blog/renamed-once': '/blog/renamed-twice',
    });
    // Back to its first address: that path is a live page again, not a redirect.
    await publish(
      await detail(await save(second, { ...second.draft, slug: seedPostSlug } as EntryContent)),
    );
    expect(await redirects()).toEqual({
      '/blog/renamed-once': `/blog/${seedPostSlug}`,
      '/blog/renamed-twice': `/blog/${seedPostSlug}`,
    });
    expect(t.ctx.published.current().movedAt(`/blog/${seedPostSlug}`)).toBeUndefined();
    expect(shownPost(seedPostSlug)).toBeDefined();
  });

  it('schedules only in the future and only what is not on the site', async () => {
    const entry = await create();
    const past = await send('POST', adminApi.scheduleEntry(entry.id), {
      version: entry.version,
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect((await errorOf(past)).fields).toHaveProperty('at');
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    const scheduled = await detail(
      await send('POST', adminApi.scheduleEntry(entry.id), { version: entry.version, at }),
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect((await revisions(entry.id)).map((row) => row.action)).toEqual(['saved', 'scheduled']);
    expect(shownPost(entry.slug)).toBeUndefined();

    const live = await send('POST', adminApi.scheduleEntry(seedPostId), { version: 1, at });
    expect(live.status).toBe(409);
    expect((await entryRow(seedPostId))?.status).toBe('published');
  });

  it('unpublishes: the site stops showing it, what was published is kept; fixed pages refuse', async () => {
    const entry = await detail(await send('POST', adminApi.unpublishEntry(seedPostId)));
    expect(entry.status).toBe('unpublished');
    expect(entry.published).not.toBeNull();
    expect(shownPost(seedPostSlug)).toBeUndefined();
    expect((await send('POST', adminApi.unpublishEntry(seedPostId))).status).toBe(409);
    // Published again, it is back at its address.
    await publish(entry);
    expect(shownPost(seedPostSlug)).toBeDefined();

    const page = await send('POST', adminApi.unpublishEntry(legalNoticeId));
    expect(page.status).toBe(400);
    expect((await errorOf(page)).code).toBe('fixed_page');
    expect((await entryRow(legalNoticeId))?.status).toBe('published');
  });

  it('deletes with a 301 where the seller chose or a 410, never a fixed page', async () => {
    const other = await send('DELETE', adminApi.publishingEntry(seedPostId), {
      redirectTo: '/no-such-page',
    });
    expect(other.status).toBe(400);
    expect((await errorOf(other)).fields).toHaveProperty('redirectTo');
    expect(await entryRow(seedPostId)).toBeDefined();

    const moved = await send('DELETE', adminApi.publishingEntry(seedPostId), {
      redirectTo: '/states/texas-child-support',
    });
    expect(moved.status).toBe(200);
    expect(await entryRow(seedPostId)).toBeUndefined();
    expect(await revisions(seedPostId)).toHaveLength(0);
    expect(t.ctx.published.current().movedAt(`/blog/${seedPostSlug}`)).toEqual({
      status: 301,
      to: '/states/texas-child-support',
    });

    const gone = await send('DELETE', adminApi.publishingEntry(otherPostId), { redirectTo: null });
    expect(gone.status).toBe(200);
    expect(await redirects()).toMatchObject({
      '/blog/administrative-vs-judicial-child-support': null,
    });
    expect(
      t.ctx.published.current().movedAt('/blog/administrative-vs-judicial-child-support'),
    ).toEqual({ status: 410 });
    expect(await auditEntries(t, 'entry_deleted')).toHaveLength(2);

    const page = await send('DELETE', adminApi.publishingEntry(legalNoticeId), {
      redirectTo: null,
    });
    expect(page.status).toBe(400);
    expect(await entryRow(legalNoticeId)).toBeDefined();
    expect(
      (await send('DELETE', adminApi.publishingEntry(9999), { redirectTo: null })).status,
    ).toBe(404);
  });

  it('lists revisions newest first, shows one, and restores it as the working copy', async () => {
    const entry = await create();
    const saved = await detail(await save(entry, { ...entry.draft, title: 'Second wording' }));
    const published = await publish(saved);
    const list = z
      .object({ revisions: z.array(revisionSchema) })
      .parse(await (await send('GET', adminApi.entryRevisions(entry.id))).json());
    expect(list.revisions.map((revision) => [revision.number, revision.action])).toEqual([
      [3, 'published'],
      [2, 'saved'],
      [1, 'saved'],
    ]);
    const first = z
      .object({
        revision: revisionSchema,
        content: entryContentSchema,
        published: entryContentSchema,
      })
      .parse(await (await send('GET', adminApi.entryRevision(entry.id, 1))).json());
    expect(first.content.title).toBe(entry.draft.title);
    expect(first.published.title).toBe('Second wording');
    expect((await send('GET', adminApi.entryRevision(entry.id, 9))).status).toBe(404);

    const restored = await detail(
      await send('POST', adminApi.restoreRevision(entry.id, 1), { version: published.version }),
    );
    expect(restored).toMatchObject({ status: 'published', hasDraftChanges: true });
    expect(restored.draft.title).toBe(entry.draft.title);
    expect(restored.version).toBe(published.version + 1);
    expect(shownPost(entry.slug)?.content.title).toBe('Second wording');
    expect((await revisions(entry.id)).map((row) => row.action)).toContain('restored');
    const stale = await send('POST', adminApi.restoreRevision(entry.id, 1), {
      version: published.version,
    });
    expect(stale.status).toBe(409);
  });

  it('refuses content a page could not show, field by field, changing nothing', async () => {
    const entry = await create();
    const refusal = async (content: unknown, field: string) => {
      const response = await send('PUT', adminApi.publishingEntry(entry.id), {
        version: entry.version,
        content,
      });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.fields).toHaveProperty([field]);
      return error.fields?.[field];
    };
    await refusal({ ...entry.draft, slug: 'Not A Slug' }, 'content.slug');
    expect(
      await refusal({ ...entry.draft, body: 'Costs {{prise}} today.' }, 'content.body'),
    ).toMatch(/\{\{prise\}\} is not a placeholder/);
    await refusal(
      { ...entry.draft, sources: [{ ...postContent().sources[0], url: 'javascript:alert(1)' }] },
      'content.sources.0.url',
    );
    expect(await refusal({ ...entry.draft, slug: seedPostSlug }, 'content.slug')).toBe(
      'Another post already has this address.',
    );
    await refusal({ ...entry.draft, authorId: 4242 }, 'content.authorId');
    await refusal(stateGuideContent({ slug: entry.slug }), 'content.kind');
    await refusal({ ...entry.draft, body: 'x'.repeat(100_001) }, 'content.body');
    const guide = await create(stateGuideContent());
    const section = await send('PUT', adminApi.publishingEntry(guide.id), {
      version: 1,
      content: {
        ...guide.draft,
        sections: {
          ...(guide.draft as { sections: object }).sections,
          review: { heading: 'Review', body: '{{nope}}' },
        },
      },
    });
    expect((await errorOf(section)).fields).toHaveProperty(['content.sections.review.body']);

    const legal = await detail(await send('GET', adminApi.publishingEntry(legalNoticeId)));
    const renamed = await send('PUT', adminApi.publishingEntry(legalNoticeId), {
      version: legal.version,
      content: { ...legal.draft, slug: 'terms' },
    });
    expect((await errorOf(renamed)).fields).toHaveProperty(['content.slug']);
    expect((await entryRow(entry.id))?.version).toBe(1);
    expect(await revisions(entry.id)).toHaveLength(1);
  });

  it('refuses a body past 1 MB with 413, and odd bodies with 400 or 415', async () => {
    const entry = await create();
    const huge = await send('PUT', adminApi.publishingEntry(entry.id), {
      version: 1,
      content: { ...entry.draft, body: 'x'.repeat(1_100_000) },
    });
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).message).toMatch(/too large/);
    // A long article, more than the API's usual 100 KB (é is two bytes), fits.
    const body = 'Café '.repeat(19_000);
    expect(Buffer.byteLength(body)).toBeGreaterThan(100 * 1024);
    const long = await save(entry, postContent({ slug: entry.slug, body }));
    expect(long.status).toBe(200);

    for (const body of [[], 'text', { content: null }, { version: '1', content: entry.draft }]) {
      const response = await send('PUT', adminApi.publishingEntry(entry.id), body);
      expect(response.status).toBe(400);
    }
    const plain = await t.app.request(adminApi.publishingEntries, {
      method: 'POST',
      headers: { Origin: 'http://shop.test', Cookie: cookie, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ content: postContent() }),
    });
    expect(plain.status).toBe(415);
    expect((await send('GET', adminApi.publishingEntry(0))).status).toBe(404);
    expect((await send('GET', `${adminApi.publishingEntries}/abc`)).status).toBe(404);
    expect((await entryRow(entry.id))?.version).toBe(2);
  });

  it('lets owners and editors in, turns support and other origins away', async () => {
    const owner = await signedInAdmin(t, { role: 'owner' });
    expect((await send('GET', adminApi.publishingEntries, undefined, owner.cookie)).status).toBe(
      200,
    );
    const support = await signedInAdmin(t, { role: 'support' });
    for (const [method, path, body] of [
      ['GET', adminApi.publishingEntries, undefined],
      ['POST', adminApi.publishingEntries, { content: postContent() }],
      ['POST', adminApi.publishEntry(seedPostId), { version: 1 }],
      ['DELETE', adminApi.publishingEntry(seedPostId), { redirectTo: null }],
      ['GET', adminApi.publishingLinks, undefined],
    ] as const) {
      expect((await send(method, path, body, support.cookie)).status).toBe(403);
    }
    const evil = await apiRequest(
      t.app,
      'POST',
      adminApi.unpublishEntry(seedPostId),
      {},
      { cookie, origin: 'https://evil.example' },
    );
    expect(evil.status).toBe(403);
    expect((await entryRow(seedPostId))?.status).toBe('published');
  });

  it('lists by kind, status and words, state guides by label, posts newest first', async () => {
    const listed = async (query: string) => {
      const response = await send('GET', `${adminApi.publishingEntries}?${query}`);
      expect(response.status).toBe(200);
      return z
        .object({ entries: z.array(entrySummarySchema), total: z.number() })
        .parse(await response.json());
    };
    const guides = await listed('kind=state_guide');
    expect(guides.total).toBe(3);
    expect(guides.entries.map((guide) => guide.slug)).toEqual([
      'california-child-support',
      'florida-child-support',
      'texas-child-support',
    ]);
    const draft = await create(postContent({ title: 'Brand new thoughts' }));
    const posts = await listed('kind=post');
    expect(posts.entries.map((post) => post.id)).toEqual([draft.id, otherPostId, seedPostId]);
    expect(posts.total).toBe(3);
    expect((await listed('kind=post&status=draft')).entries.map((post) => post.id)).toEqual([
      draft.id,
    ]);
    expect((await listed('q=brand%20NEW')).entries.map((post) => post.id)).toEqual([draft.id]);
    expect((await listed('q=judicial')).entries.map((post) => post.id)).toEqual([otherPostId]);
    expect((await listed('q=100%25')).total).toBe(0);
    expect(await listed('kind=post&page=2')).toEqual({ entries: [], total: 3 });
    const bad = await send('GET', `${adminApi.publishingEntries}?kind=poem&page=0`);
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual(['kind', 'page']);
  });

  it('offers the site’s own pages and what is published to the link picker', async () => {
    const response = await send('GET', adminApi.publishingLinks);
    const { links } = z
      .object({
        links: z.array(z.object({ path: z.string(), title: z.string(), kind: z.string() })),
      })
      .parse(await response.json());
    const paths = links.map((link) => link.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/blog', '/faq', '/terms']));
    expect(paths).toContain(`/blog/${seedPostSlug}`);
    expect(paths).toContain('/states/texas-child-support');
    expect(paths).not.toContain('/admin');
    expect(paths).not.toContain('/success');
    expect(new Set(paths).size).toBe(paths.length);
    const draft = await create();
    const again = await (await send('GET', adminApi.publishingLinks)).text();
    expect(again).not.toContain(draft.slug);
  });

  it('creates a fixed page only once per key', async () => {
    const response = await send('POST', adminApi.publishingEntries, { content: pageContent() });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.['content.slug']).toBe(
      'Another page already has this address.',
    );
    expect(testSlug()).toMatch(/^test-entry-\d+$/);
  });
});
