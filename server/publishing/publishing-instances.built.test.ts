import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { postPath, postsFeedPath } from '#shared/published-content.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { insertPublished, postContent, publishBySql } from '#tests/published-rows.ts';
import { createTestDatabase, postgresAvailable } from '#tests/test-database.ts';

const text = async (server: BuiltServer, pathname: string) => {
  const response = await fetch(new URL(pathname, server.url));
  expect(response.status, pathname).toBe(200);
  return response.text();
};

const redirectOf = async (server: BuiltServer, pathname: string) => {
  const response = await fetch(new URL(pathname, server.url), { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
};

/**
 * Publishes on instance A what the seller changed: the admin API's publish
 * (`POST adminApi.publishEntry(id)` with a signed-in publisher) does the same in one call.
 */
const publishOnA = (db: Database, _a: BuiltServer, id: number, slug: string, oldPath: string) =>
  publishBySql(db, id, postContent(slug, { title: 'Renamed and published' }), oldPath);

describe.skipIf(!postgresAvailable)('what was published, on a second instance', () => {
  it('a post published on A is in B’s sitemap and feed, and its old address moves, within 2 s', async () => {
    const database = await createTestDatabase('postgres');
    const { db } = database.handle;
    const id = await insertPublished(db, postContent('first-name'));
    const env = { DATABASE_URL: database.url ?? '', LOG_LEVEL: 'warn' };
    const [a, b] = await Promise.all([startBuiltServer({ env }), startBuiltServer({ env })]);
    try {
      // B has built both files once and answers from memory.
      expect(await text(b, '/sitemap.xml')).toContain(postPath('first-name'));
      expect(await text(b, postsFeedPath)).toContain(postPath('first-name'));
      expect((await redirectOf(b, postPath('first-name'))).status).not.toBe(301);

      await publishOnA(db, a, id, 'second-name', postPath('first-name'));
      const publishedAt = performance.now();
      await expect
        .poll(async () => (await text(b, '/sitemap.xml')).includes(postPath('second-name')), {
          timeout: 2_000,
          interval: 20,
        })
        .toBe(true);
      const feed = await text(b, postsFeedPath);
      expect(await redirectOf(b, `${postPath('first-name')}?from=mail`)).toEqual({
        status: 301,
        location: `${postPath('second-name')}?from=mail`,
      });
      expect(performance.now() - publishedAt).toBeLessThan(2_000);
      expect(feed).toContain('<title>Renamed and published</title>');
      expect(feed).toContain(postPath('second-name'));
      expect(await text(b, '/sitemap.xml')).not.toContain(`${postPath('first-name')}<`);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await database.dispose();
    }
  });
});
