import { afterEach, describe, expect, it } from 'vitest';
import { newsletterArchiveCopy, newsletterIssuePath } from '#content/newsletter-archive.ts';
import { pages } from '#content/pages.ts';
import { announceContentChange } from '#server/db/content-changes.ts';
import type { Database } from '#server/db/database.ts';
import {
  farAhead,
  sendingBroadcast,
  setArchived,
  storedBroadcast,
} from '#tests/archived-issue-rows.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { canonicalOf, decodeEntities, jsonLdOf, titleOf, withoutScripts } from '#tests/html.ts';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '#tests/test-database.ts';

let database: TestDatabase | undefined;
let server: BuiltServer | undefined;

afterEach(async () => {
  await server?.stop();
  await database?.dispose();
  [server, database] = [undefined, undefined];
});

const siteUrl = 'http://shop.test';

async function get(path: string) {
  if (!server) throw new Error('no server');
  const response = await fetch(new URL(path, server.url));
  const raw = await response.text();
  return { status: response.status, raw, text: decodeEntities(withoutScripts(raw)) };
}

/** The broadcasts every test starts from: two shown, and one of each kind the archive hides. */
async function fill(db: Database) {
  await storedBroadcast(db, 'deadlines-to-watch-1', {
    subject: 'Three deadlines to watch',
    preheader: 'The 30 days that decide your challenge',
    body: '# Deadlines\n\nRead [the article](/blog).\n\n<script>alert(1)</script>',
    finishedAt: new Date('2026-10-06T09:00:00Z'),
  });
  await storedBroadcast(db, 'mistakes-to-avoid-2', {
    subject: 'Mistakes to avoid',
    finishedAt: new Date('2026-11-10T09:00:00Z'),
  });
  await storedBroadcast(db, 'a-draft-3', { subject: 'Draft subject', status: 'draft' });
  // The server's scheduler runs: the scheduled one is due far ahead, the sending one has mail
  // waiting, so neither becomes sent during the test.
  await storedBroadcast(db, 'scheduled-4', {
    subject: 'Scheduled subject',
    status: 'scheduled',
    scheduledAt: farAhead,
  });
  await sendingBroadcast(db, 'sending-5', { subject: 'Sending subject' });
  await storedBroadcast(db, 'kept-off-6', { subject: 'Kept off subject', archived: false });
}

const hidden = ['a-draft-3', 'scheduled-4', 'sending-5', 'kept-off-6'];
const hiddenSubjects = [
  'Draft subject',
  'Scheduled subject',
  'Sending subject',
  'Kept off subject',
];

describe('the newsletter archive on the production build', () => {
  it('lists sent, archived issues newest first and shows each at its slug; nothing else', async () => {
    database = await createTestDatabase('pglite');
    await fill(database.handle.db);
    await database.handle.close();
    server = await startBuiltServer({
      dataDir: database.dataDir,
      env: { LOG_LEVEL: 'warn', SITE_URL: siteUrl, PAYMENTS: 'test' },
    });

    const index = await get(pages.newsletterArchive.path);
    expect(index.status).toBe(200);
    expect(titleOf(index.raw)).toContain(pages.newsletterArchive.title);
    expect(canonicalOf(index.raw)).toBe(`${siteUrl}/newsletter`);
    const newer = index.text.indexOf('Mistakes to avoid');
    const older = index.text.indexOf('Three deadlines to watch');
    expect(newer).toBeGreaterThan(-1);
    expect(older).toBeGreaterThan(newer);
    expect(index.text).toContain('The 30 days that decide your challenge');
    expect(index.text).toContain('<time dateTime="2026-10-06">October 6, 2026</time>');
    for (const subject of hiddenSubjects) expect(index.text).not.toContain(subject);
    expect(index.text).not.toContain(newsletterArchiveCopy.empty);

    const issue = await get(newsletterIssuePath('deadlines-to-watch-1'));
    expect(issue.status).toBe(200);
    expect(titleOf(issue.raw)).toMatch(/^Three deadlines to watch \| /);
    expect(canonicalOf(issue.raw)).toBe(`${siteUrl}/newsletter/deadlines-to-watch-1`);
    expect(issue.text.match(/<h1[ >]/g)).toHaveLength(1);
    expect(issue.text).toMatch(/<h1[^>]*>Three deadlines to watch<\/h1>/);
    // The mail's own top heading sits under the page's, its link to our page kept.
    expect(issue.text).toContain('<h2>Deadlines</h2>');
    expect(issue.text).toContain('<a href="/blog">the article</a>');
    expect(issue.raw).not.toContain('<script>alert(1)</script>');
    // The guide's offer and the sign-up, as on the blog.
    expect(issue.text).toContain('href="/checkout"');
    expect(issue.text).toContain('name="email"');
    const trail = jsonLdOf(issue.raw).find((block) => block['@type'] === 'BreadcrumbList');
    expect(JSON.stringify(trail)).toContain('Three deadlines to watch');
    expect(JSON.stringify(trail)).toContain(`${siteUrl}/newsletter`);

    for (const slug of [...hidden, 'no-such-issue']) {
      const refused = await get(newsletterIssuePath(slug));
      expect(refused.status, slug).toBe(404);
      for (const subject of hiddenSubjects) expect(refused.text).not.toContain(subject);
    }

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.raw).toContain(`<loc>${siteUrl}/newsletter</loc>`);
    expect(sitemap.raw).toContain(`<loc>${siteUrl}/newsletter/deadlines-to-watch-1</loc>`);
    expect(sitemap.raw).toContain(`<loc>${siteUrl}/newsletter/mistakes-to-avoid-2</loc>`);
    for (const slug of hidden) expect(sitemap.raw).not.toContain(slug);

    // The sign-up's own pages under the same path still answer as before.
    const confirm = await get('/newsletter/confirm?token=unknown');
    expect(confirm.text).toContain('We do not recognize this link');
    const unsubscribe = await get('/newsletter/unsubscribe?token=unknown');
    expect(unsubscribe.text).toContain('We do not recognize this link');

    // Readers find it from the blog and every page's footer.
    const blog = await get(pages.blog.path);
    expect(blog.text.match(/href="\/newsletter"/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('says so on an empty archive and offers the sign-up', async () => {
    server = await startBuiltServer({
      env: { LOG_LEVEL: 'warn', SITE_URL: siteUrl, PAYMENTS: 'test' },
    });
    const index = await get(pages.newsletterArchive.path);
    expect(index.status).toBe(200);
    expect(index.text).toContain(newsletterArchiveCopy.empty);
    expect(index.text).toContain('name="email"');
  });

  it.skipIf(!postgresAvailable)(
    'drops its cached pages when a broadcast is archived or withdrawn, here or on another instance',
    async () => {
      database = await createTestDatabase('postgres');
      const db = database.handle.db;
      await fill(db);
      server = await startBuiltServer({
        env: {
          LOG_LEVEL: 'warn',
          SITE_URL: siteUrl,
          PAYMENTS: 'test',
          DATABASE_URL: database.url ?? '',
        },
      });
      // Rendered twice: the second answer is the cached page.
      for (let round = 0; round < 2; round += 1)
        expect((await get('/newsletter')).text).not.toContain('Kept off subject');

      // What the broadcasts engineer's toggle commits, with its announcement.
      await db.transaction(async (tx) => {
        await setArchived(tx, 'kept-off-6', true);
        await setArchived(tx, 'deadlines-to-watch-1', false);
        await announceContentChange(tx, 'broadcasts');
      });
      await expect
        .poll(async () => (await get('/newsletter')).text.includes('Kept off subject'), {
          timeout: 2_000,
          interval: 25,
        })
        .toBe(true);
      expect((await get('/newsletter')).text).not.toContain('Three deadlines to watch');
      expect((await get(newsletterIssuePath('kept-off-6'))).status).toBe(200);
      expect((await get(newsletterIssuePath('deadlines-to-watch-1'))).status).toBe(404);
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.raw).toContain('/newsletter/kept-off-6');
      expect(sitemap.raw).not.toContain('/newsletter/deadlines-to-watch-1');
    },
  );
});
