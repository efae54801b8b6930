import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaImages } from '#server/db/schema.ts';
import { imageEntrySchema, type ImageEntry } from '#shared/contracts/admin-images.ts';
import { pngImage, webpImage } from '#tests/image-fixtures.ts';
import { fetchMedia, imagesClient } from '#tests/media-client.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('public image URLs on %s', (driver) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof imagesClient>>;
  beforeEach(async () => {
    t = await createTestApp(driver);
    admin = await imagesClient(t);
  });
  afterEach(() => t.dispose());

  const uploaded = async (bytes: Uint8Array, name?: string): Promise<ImageEntry> =>
    imageEntrySchema.parse(await (await admin.upload(bytes, name)).json());
  const shaOf = (entry: ImageEntry) => /^\/media\/(\w+)\./.exec(entry.url)?.[1] ?? '';

  it('serves the bytes with their type, nosniff, a year of immutable cache and the hash as ETag', async () => {
    const bytes = pngImage(5, 4);
    const entry = await uploaded(bytes);
    const response = await fetchMedia(t, entry.url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(bytes));
    const sha256 = shaOf(entry);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${sha256}"`,
      'content-disposition': 'inline',
    });
    expect(response.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'/);
  });

  it("answers 304 to the image's own ETag, and HEAD with the headers alone", async () => {
    const entry = await uploaded(webpImage());
    const etag = `"${shaOf(entry)}"`;
    const unchanged = await fetchMedia(t, entry.url, { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('ETag')).toBe(etag);
    expect(await unchanged.text()).toBe('');
    const other = await fetchMedia(t, entry.url, { headers: { 'If-None-Match': '"other"' } });
    expect(other.status).toBe(200);

    const head = await fetchMedia(t, entry.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Type')).toBe('image/webp');
    expect(head.headers.get('Content-Length')).toBe(String(webpImage().byteLength));
    expect(await head.text()).toBe('');
  });

  it('answers a small 404 to a malformed name, an unknown hash or the wrong extension', async () => {
    const entry = await uploaded(pngImage());
    const sha256 = shaOf(entry);
    for (const path of [
      `/media/${sha256}.jpg`,
      `/media/${sha256.toUpperCase()}.png`,
      `/media/${'0'.repeat(64)}.png`,
      `/media/${sha256}.svg`,
      `/media/${sha256}`,
      '/media/a/b.png',
      '/media/',
    ]) {
      const response = await fetchMedia(t, path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect((await response.text()).length).toBeLessThan(20);
    }
  });

  it('serves a popular image from memory, and forgets it the moment it is removed', async () => {
    const entry = await uploaded(pngImage());
    expect((await fetchMedia(t, entry.url)).status).toBe(200);
    // Gone from the table behind the service's back: still answered, so from memory.
    const [row] = await t.ctx.db.select().from(mediaImages);
    await t.ctx.db.delete(mediaImages).where(eq(mediaImages.id, entry.id));
    expect((await fetchMedia(t, entry.url)).status).toBe(200);

    if (!row) throw new Error('the upload stored no row');
    await t.ctx.db.insert(mediaImages).values(row);
    expect((await admin.remove(entry.id)).status).toBe(200);
    expect((await fetchMedia(t, entry.url)).status).toBe(404);
  });
});
