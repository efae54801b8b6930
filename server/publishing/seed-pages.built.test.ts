import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { pageEssence } from '#tests/page-essence.ts';
import { seedSnapshot } from '#tests/seed-pages.ts';

let server: BuiltServer;

/** The blog's link to its feed is new with the feed (decision 126): the rest is as it was. */
const addedSince: Record<string, string> = { '/blog': 'a[type="application/atom+xml"]' };

beforeAll(async () => {
  // The snapshot was taken on the production build with its default settings and address.
  server = await startBuiltServer({ env: { PAYMENTS: 'test', SITE_URL: 'http://localhost:3000' } });
});
afterAll(async () => {
  await server.stop();
});

it.each(Object.keys(seedSnapshot))(
  '%s shows the same main text and structured data as before its text moved into the database',
  async (path) => {
    const response = await fetch(new URL(path, server.url));
    expect(response.status).toBe(200);
    expect(pageEssence(await response.text(), addedSince[path])).toEqual(seedSnapshot[path]);
  },
);
