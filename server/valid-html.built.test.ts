import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newsletterIssuePath } from '#content/newsletter-archive.ts';
import { routeTable } from '#shared/route-table.ts';
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
  await storedOrder(database.handle.db, {
    receiptToken: 'R'.repeat(43),
    status: 'refunded',
    refundedAt: new Date(),
    listPriceCents: 4700,
    discountCode: 'FALL20',
    discountCents: 940,
    amountCents: 3760,
  });
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

it('serves every public page, a receipt and the not-found page as valid HTML (W3C Nu checker)', async () => {
  const pages = new Map([
    ...(await Promise.all(
      routeTable.filter((page) => !page.private).map((page) => savePage(page.path, 200)),
    )),
    await savePage(newsletterIssuePath(issueSlug), 200),
    await savePage(receiptPath, 200),
    await savePage(notFoundPath, 404),
    // The checkout with a code on its field (refused: this site has none).
    await savePage('/checkout?code=NOSUCHCODE', 200),
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
