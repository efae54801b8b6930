import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryCopy } from '#content/library.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { libraryPaths } from '#shared/contracts/library.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { decodeEntities } from '#tests/html.ts';
import { storedOrder } from '#tests/order-factory.ts';

const buyer = 'no-script.buyer@example.com';
let dataDir: string;
let server: BuiltServer;
let orderId: string;

beforeAll(async () => {
  // A buyer's paid order, stored before the server opens the database.
  dataDir = await mkdtemp(path.join(tmpdir(), 'library-no-script-'));
  const database = await openDatabase({ dataDir, logger: pino({ level: 'silent' }) });
  await migrateDatabase(database);
  ({ id: orderId } = await storedOrder(database.db, { customerEmail: buyer }));
  await database.close();
  server = await startBuiltServer({ dataDir, env: { PAYMENTS: 'test' } });
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (pathname: string, form: Record<string, string>, cookie?: string) =>
  fetch(new URL(pathname, server.url), {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(form),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: server.url,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });

/** The sign-in link in the mail written to the data folder (no SMTP server configured). */
async function mailedLink(): Promise<string> {
  const mailDir = path.join(dataDir, 'mail');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = await readdir(mailDir).catch(() => []);
    for (const file of files) {
      const text = (await readFile(path.join(mailDir, file), 'utf8')).replace(/=\r?\n/g, '');
      const link = new RegExp(`${libraryPaths.signInPrefix}/[\\w-]{43}`).exec(text);
      if (link) return link[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no sign-in mail arrived');
}

describe('the library without JavaScript', () => {
  it('signs a buyer in by the posted form and the mailed link, lists the order and downloads it', async () => {
    const asked = await post(libraryPaths.page, { intent: 'library-sign-in', email: buyer });
    expect(asked.status).toBe(200);
    expect(decodeEntities(await asked.text())).toContain(libraryCopy.signIn.sent(buyer));

    const link = await mailedLink();
    // Opening the link shows a button and uses nothing; its form's POST signs in.
    const page = decodeEntities(await (await fetch(new URL(link, server.url))).text());
    expect(page).toContain(`action="${link}"`);
    const signedIn = await post(link, {});
    expect(signedIn.status).toBe(303);
    const cookie = (signedIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^library_session=/);

    const library = await fetch(new URL(libraryPaths.page, server.url), {
      headers: { Cookie: cookie },
    });
    const html = decodeEntities(await library.text());
    expect(html).toContain(orderId);
    expect(html).toContain(`action="${libraryPaths.download(orderId)}"`);

    const download = await post(libraryPaths.download(orderId), {}, cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');

    // The link worked once.
    expect((await post(link, {})).status).toBe(410);
  });
});
