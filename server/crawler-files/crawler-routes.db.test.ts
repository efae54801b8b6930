import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPath, postsFeedPath, stateGuidePath } from '#shared/published-content.ts';
import {
  insertPerson,
  insertPublished,
  postContent,
  stateGuideContent,
} from '#tests/published-rows.ts';
import { createTestApp, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { feedPostCount } from './posts-feed.ts';

const urlOf = (path: string) => `${testSiteUrl}${path}`;

/** Each `<url>` of a sitemap: its address and its lastmod, if any. */
function sitemapUrls(xml: string): Map<string, string | undefined> {
  return new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
      ([, loc, lastmod]) => [loc ?? '', lastmod],
    ),
  );
}

const entriesOf = (xml: string) =>
  [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1] ?? '');

describe('the sitemap and the feed of posts', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp('pglite');
    const { db } = test.database.handle;
    // Whatever the template seeded stays out of the counts below.
    await db.execute(sql`truncate publishing_entries, publishing_people cascade`);
    const author = await insertPerson(db, 'dana-reyes', 'Dana Reyes');
    await insertPerson(db, 'no-entries-yet', 'Sam Lee');
    await insertPublished(db, postContent('written-by-dana', { authorId: author }), {
      publishedOn: '2026-03-01',
      changedAt: new Date('2026-03-04T10:00:00Z'),
    });
    await insertPublished(
      db,
      stateGuideContent('ohio-child-support', 'OH', { reviewerId: author }),
      {
        publishedOn: '2026-02-01',
        changedAt: new Date('2026-05-02T08:30:00Z'),
      },
    );
    for (let day = 1; day <= feedPostCount + 2; day += 1)
      await insertPublished(db, postContent(`daily-${day}`), {
        publishedOn: `2025-0${1 + Math.floor(day / 28)}-${String((day % 28) + 1).padStart(2, '0')}`,
      });
    await test.ctx.published.reload();
  });
  afterAll(() => test.dispose());

  it('lists the fixed pages, every published post, guide and person with its lastmod, and nothing private', async () => {
    const response = await test.app.request('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const urls = sitemapUrls(await response.text());
    expect(urls.get(urlOf(postPath('written-by-dana')))).toBe('2026-03-04T10:00:00.000Z');
    expect(urls.get(urlOf(stateGuidePath('ohio-child-support')))).toBe('2026-05-02T08:30:00.000Z');
    // A person changes with the latest entry they wrote or reviewed.
    expect(urls.get(urlOf('/authors/dana-reyes'))).toBe('2026-05-02T08:30:00.000Z');
    expect(urls.has(urlOf('/authors/no-entries-yet'))).toBe(true);
    expect(urls.get(urlOf('/authors/no-entries-yet'))).toBeUndefined();
    // The blog changes with its newest post.
    expect(urls.get(urlOf('/blog'))).toBe('2026-03-04T10:00:00.000Z');
    expect(urls.has(urlOf('/faq'))).toBe(true);
    expect(urls.has(urlOf('/'))).toBe(true);
    expect([...urls.keys()].filter((url) => /\/(admin|library|success)/.test(url))).toEqual([]);
    expect(urls.size).toBe(new Set(urls.keys()).size);
  });

  it('is built once per change of what was published, and answered 304 to the same ETag', async () => {
    const first = await test.app.request('/sitemap.xml');
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await test.app.request('/sitemap.xml', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    await insertPublished(test.database.handle.db, postContent('later-on'));
    // Not yet read again: the same file.
    expect((await test.app.request('/sitemap.xml')).headers.get('etag')).toBe(etag);
    await test.ctx.published.reload();
    const changed = await test.app.request('/sitemap.xml', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain(urlOf(postPath('later-on')));
  });

  it('the feed is Atom with the newest posts, each with its link, dates, summary and author', async () => {
    const response = await test.app.request(postsFeedPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(
      `<link rel="self" type="application/atom+xml" href="${urlOf(postsFeedPath)}"/>`,
    );
    const entries = entriesOf(xml);
    expect(entries).toHaveLength(feedPostCount);
    const dana = entries.find((entry) => entry.includes(postPath('written-by-dana')));
    expect(dana).toContain('<title>A post called written-by-dana</title>');
    expect(dana).toContain(`href="${urlOf(postPath('written-by-dana'))}"`);
    expect(dana).toContain('<updated>2026-03-04T10:00:00.000Z</updated>');
    expect(dana).toContain('<published>2026-03-01T00:00:00Z</published>');
    expect(dana).toContain('<summary>What written-by-dana is about, in a sentence.</summary>');
    expect(dana).toContain('<author><name>Dana Reyes</name></author>');
    // The oldest posts are on the blog, not in the feed.
    expect(xml).not.toContain(`${postPath('daily-1')}"`);
    expect(entries.filter((entry) => entry.includes('<author>'))).toHaveLength(1);
  });

  it('the feed escapes what the seller wrote and answers 304 while it is unchanged', async () => {
    await insertPublished(
      test.database.handle.db,
      postContent('odd-title', {
        title: 'Fees & <b>"costs"</b>',
        description: "It's <script>x</script>",
      }),
      { publishedOn: '2027-01-01' },
    );
    await test.ctx.published.reload();
    const response = await test.app.request(postsFeedPath);
    const xml = await response.text();
    expect(xml).toContain('<title>Fees &amp; &lt;b&gt;&quot;costs&quot;&lt;/b&gt;</title>');
    expect(xml).not.toContain('<script>');
    const etag = response.headers.get('etag') ?? '';
    const again = await test.app.request(postsFeedPath, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});
