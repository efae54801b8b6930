import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newsletterIssuePath } from '#content/newsletter-archive.ts';
import { issueAuthLink } from '#server/auth/auth-links.ts';
import { insertUser } from '#server/auth/user-repository.ts';
import { issueDownloadToken } from '#server/delivery/download-tokens.ts';
import { insertPendingSubscriber } from '#server/newsletter/subscriber-repository.ts';
import { routeTable } from '#shared/route-table.ts';
import { personPath, postPath } from '#shared/published-content.ts';
import { fixedPublishedContent } from '#server/publishing/published-content-source.ts';
import { insertPerson, insertPublishedEntry, postContent } from '#tests/published-entry-factory.ts';
import { seedGuides, seedPosts } from '#tests/seed-pages.ts';
import { storedBroadcast } from '#tests/archived-issue-rows.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { projectRoot } from '#tests/project-root.ts';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';

const vnuJar = path.join(projectRoot, 'node_modules/vnu-jar/build/dist/vnu.jar');
const notFoundPath = '/no-such-page';
// A refunded order with a discount: the receipt page with every line it can show.
const receiptPath = `/receipt/${'R'.repeat(43)}`;

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

// The server's own pages (server/http/server-page.tsx), each kind once.
/** Pages the seller published: a post with its byline and sources, its author's page. */
const publishedPages: string[] = [];
const serverPages: [string, number][] = [
  ['/download/nosuchtoken', 404],
  [`/newsletter/confirm?token=${'C'.repeat(43)}`, 200],
  ['/newsletter/confirm?token=nope', 404],
  ['/library/sign-in/sometoken', 200],
  ['/admin/set-password?token=bad', 410],
  ['/test-checkout/nope', 404],
  [`/${'a/'.repeat(14)}`, 404],
];

let server: BuiltServer;
let database: TestDatabase;
let folder: string;

// An archived newsletter issue whose body uses every kind of block the seller may type.
const issueSlug = 'three-deadlines-1';
const issueBody = [
  '# Deadlines',
  'A paragraph with **bold**, *emphasis*, `code` and [a link](/blog).',
  '## What to ask',
  '- one\n- two',
  '1. first\n2. second',
  '> A quote',
  '---',
  '<div>raw HTML shows as text</div>',
  '![A form](media:not-uploaded.png)',
].join('\n\n');

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  await storedBroadcast(database.handle.db, issueSlug, { body: issueBody });
  const order = await storedOrder(database.handle.db, {
    receiptToken: 'R'.repeat(43),
    status: 'refunded',
    refundedAt: new Date(),
    listPriceCents: 4700,
    discountCode: 'FALL20',
    discountCents: 940,
    amountCents: 3760,
  });
  // A refunded order's link: the download refusal with its support line.
  serverPages.push([`/download/${await issueDownloadToken(database.handle.db, order.id)}`, 410]);
  const user = await insertUser(database.handle.db, {
    email: 'owner@shop.example',
    role: 'owner',
    passwordHash: null,
  });
  const invite = await issueAuthLink(database.handle.db, {
    userId: user.id,
    purpose: 'invite',
    now: new Date(),
  });
  serverPages.push([`/admin/set-password?token=${encodeURIComponent(invite.token)}`, 200]);
  await insertPendingSubscriber(database.handle.db, {
    email: 'reader@example.com',
    signupIp: '127.0.0.1',
    notifyWhenGuideReady: false,
    confirmToken: 'C'.repeat(43),
    unsubscribeToken: 'U'.repeat(43),
  });
  // A post with its author, reviewer and sources, and the author's own page.
  const publishing = { db: database.handle.db, published: fixedPublishedContent() };
  const author = await insertPerson(publishing, {
    name: 'Dana Writer',
    slug: 'dana-writer',
    credentials: 'J.D.',
    bio: 'Writes about support orders.',
  });
  const reviewer = await insertPerson(publishing, { name: 'Rae Reviewer', slug: 'rae-reviewer' });
  const post = postContent({
    authorId: author.id,
    reviewerId: reviewer.id,
    sources: [
      {
        title: '42 U.S.C. § 666',
        url: 'https://www.law.cornell.edu/uscode/text/42/666',
        supports: 'the federal procedures',
        verifiedOn: '2026-11-15',
      },
    ],
  });
  await insertPublishedEntry(publishing, post, { reviewedOn: '2026-12-01' });
  publishedPages.push(postPath(post.slug), personPath(author.slug));
  await database.handle.close();
  // With an intro video, so the video section's markup is checked too.
  server = await startBuiltServer({
    dataDir: database.dataDir,
    env: { PAYMENTS: 'test', INTRO_VIDEO_ID: 'aBcDeFgHiJk' },
  });
  folder = await mkdtemp(path.join(tmpdir(), 'csd-vnu-'));
});
afterAll(async () => {
  await server.stop();
  await database.dispose();
  await rm(folder, { recursive: true, force: true });
});

/** Saves a page's HTML as a file; returns the file's path and the page's. */
async function savePage(pagePath: string, expectedStatus: number): Promise<[string, string]> {
  const response = await fetch(new URL(pagePath, server.url));
  expect(response.status, pagePath).toBe(expectedStatus);
  const file = path.join(folder, `${pagePath.replace(/[^a-z0-9]+/gi, '_') || 'home'}.html`);
  await writeFile(file, await response.text());
  return [file, pagePath];
}

/** One run of the Nu HTML checker over every file: the JVM start is the slow part. */
async function validate(files: string[]): Promise<VnuMessage[]> {
  const run = promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  // The checker exits with 1 when it finds errors; its report is on stdout either way.
  const stdout = await run.then(
    (result) => result.stdout,
    (error: unknown) => {
      const report = (error as { stdout?: unknown }).stdout;
      if (typeof report !== 'string' || report === '') throw error;
      return report;
    },
  );
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
}

it("serves every public page, a receipt, the not-found page and the server's own pages as valid HTML (W3C Nu checker)", async () => {
  const pages = new Map([
    ...(await Promise.all(
      [...routeTable.filter((page) => !page.private), ...seedPosts, ...seedGuides].map((page) =>
        savePage(page.path, 200),
      ),
    )),
    ...(await Promise.all(publishedPages.map((pagePath) => savePage(pagePath, 200)))),
    await savePage(newsletterIssuePath(issueSlug), 200),
    await savePage(receiptPath, 200),
    await savePage(notFoundPath, 404),
    // The checkout with a code on its field (refused: this site has none).
    await savePage('/checkout?code=NOSUCHCODE', 200),
    ...(await Promise.all(serverPages.map(([pagePath, status]) => savePage(pagePath, status)))),
  ]);
  const messages = await validate([...pages.keys()]);
  const errors = messages.map((message) => {
    const file = message.url ? new URL(message.url).pathname : '';
    const where = pages.get(file) ?? (message.url || 'checker');
    const extract = message.extract ? ` near "${message.extract.trim().slice(0, 120)}"` : '';
    return `${where}: ${message.message}${extract}`;
  });
  expect(errors).toEqual([]);
}, 120_000);

const stylesheetsOf = (page: string) =>
  [...page.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map(
    (match) => match[1],
  );

it("has the server's own pages link the site's stylesheet, and load no script", async () => {
  const home = await (await fetch(new URL('/', server.url))).text();
  const sheets = stylesheetsOf(home);
  expect(sheets.length).toBeGreaterThan(0);
  for (const sheet of sheets) {
    const response = await fetch(new URL(sheet ?? '', server.url));
    expect(response.headers.get('Content-Type')).toContain('text/css');
  }
  for (const [pagePath] of serverPages) {
    const page = await (await fetch(new URL(pagePath, server.url))).text();
    expect(stylesheetsOf(page), pagePath).toEqual(sheets);
    // Inline scripts only (the theme's, and the set-password page's check): nothing to load.
    expect(page, pagePath).not.toMatch(/<script\b[^>]*\bsrc=|rel="modulepreload"|<style/);
  }
});
