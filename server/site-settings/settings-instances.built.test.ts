import { describe, expect, it } from 'vitest';
import { adminApi, authApi } from '#shared/contracts/admin-api.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { jsonLdOf } from '#tests/html.ts';
import { makePdf } from '#tests/pdf-factory.ts';
import { changedContentSettings } from '#tests/settings-factory.ts';
import { createTestDatabase, postgresAvailable } from '#tests/test-database.ts';

const admin = { email: 'owner@shop.example', password: 'the owner’s passphrase' };

async function signIn(server: BuiltServer): Promise<string> {
  const response = await fetch(new URL(authApi.signIn, server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(admin),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const page = async (server: BuiltServer, pathname: string) => {
  const response = await fetch(new URL(pathname, server.url));
  expect(response.status, pathname).toBe(200);
  return response.text();
};

const offerPrice = (html: string) =>
  jsonLdOf(html).find((block) => block['@type'] === 'Product')?.offers;

describe.skipIf(!postgresAvailable)(
  'content settings with two server processes on one PostgreSQL',
  () => {
    it('a price saved on one is served by the other within a second, though it had the page cached', async () => {
      const database = await createTestDatabase('postgres');
      const env = {
        DATABASE_URL: database.url ?? '',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      };
      const [a, b] = await Promise.all([startBuiltServer({ env }), startBuiltServer({ env })]);
      try {
        // B renders both pages once, then has them in memory.
        for (const pathname of ['/', '/checkout', '/', '/checkout']) {
          expect(await page(b, pathname)).toContain('$47');
        }
        const cookie = await signIn(a);
        const saved = await fetch(new URL(adminApi.settings, a.url), {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Origin: a.url, Cookie: cookie },
          body: JSON.stringify(changedContentSettings({ guidePrice: 63.5 })),
        });
        expect(saved.status).toBe(200);
        const savedAt = performance.now();

        await expect
          .poll(async () => (await page(b, '/')).includes('$63.50'), {
            timeout: 1_000,
            interval: 20,
          })
          .toBe(true);
        const elapsedMs = performance.now() - savedAt;
        expect(elapsedMs).toBeLessThan(1_000);
        expect(offerPrice(await page(b, '/checkout'))).toMatchObject({ price: '63.50' });
        expect(await page(b, '/')).not.toContain('$47');
        // A reads its own save at once, without waiting for the notification.
        expect(offerPrice(await page(a, '/'))).toMatchObject({ price: '63.50' });
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await database.dispose();
      }
    });

    it('a guide uploaded on one gives the other its page count, though it had the page cached', async () => {
      const database = await createTestDatabase('postgres');
      const env = {
        DATABASE_URL: database.url ?? '',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      };
      const [a, b] = await Promise.all([startBuiltServer({ env }), startBuiltServer({ env })]);
      const pagesLine = (count: number) => `${count} pages of plain-English`;
      try {
        // B renders the page once, then has it in memory.
        for (let visit = 0; visit < 2; visit += 1)
          expect(await page(b, '/')).toContain(pagesLine(21));
        const cookie = await signIn(a);
        const bytes = await makePdf({ pages: [{}, {}, {}, {}, {}] });
        const uploaded = await fetch(new URL(`${adminApi.guideFiles}?name=guide.pdf`, a.url), {
          method: 'POST',
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Length': String(bytes.byteLength),
            Origin: a.url,
            Cookie: cookie,
          },
          body: Buffer.from(bytes),
        });
        expect(uploaded.status).toBe(201);
        expect(await page(a, '/')).toContain(pagesLine(5));
        await expect
          .poll(async () => (await page(b, '/')).includes(pagesLine(5)), {
            timeout: 1_000,
            interval: 20,
          })
          .toBe(true);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await database.dispose();
      }
    });
  },
);
