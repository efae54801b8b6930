import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaImages } from '#server/db/schema.ts';
import { imageEntrySchema, imagesResponseSchema } from '#shared/contracts/admin-images.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { auditEntries } from '#tests/admin-orders-helpers.ts';
import {
  avifImage,
  gifImage,
  heifImage,
  jpegImage,
  pngDeclaring,
  pngImage,
  svgImage,
  webpImage,
} from '#tests/image-fixtures.ts';
import { fetchMedia, imagesClient } from '#tests/media-client.ts';
import { createTestApp, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

const maxBytes = 2048;

describe.each(testDrivers)('the admin images API on %s', (driver) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof imagesClient>>;
  beforeEach(async () => {
    t = await createTestApp(driver, { IMAGE_MAX_BYTES: String(maxBytes) });
    admin = await imagesClient(t);
  });
  afterEach(() => t.dispose());

  const storedCount = async () => (await t.ctx.db.select().from(mediaImages)).length;
  const refusalOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

  it('accepts PNG, JPEG, WebP, GIF and AVIF by their bytes, with type and size read from them', async () => {
    const uploads = [
      { bytes: pngImage(3, 2), name: 'chart.png', ext: 'png', mimeType: 'image/png', size: [3, 2] },
      // The name's extension means nothing: the bytes decide.
      {
        bytes: jpegImage(6, 7),
        name: 'photo.png',
        ext: 'jpg',
        mimeType: 'image/jpeg',
        size: [6, 7],
      },
      {
        bytes: webpImage(8, 9),
        name: 'hero.webp',
        ext: 'webp',
        mimeType: 'image/webp',
        size: [8, 9],
      },
      { bytes: gifImage(4, 5), name: 'wave.gif', ext: 'gif', mimeType: 'image/gif', size: [4, 5] },
      {
        bytes: avifImage(10, 11),
        name: 'a.avif',
        ext: 'avif',
        mimeType: 'image/avif',
        size: [10, 11],
      },
    ];
    for (const upload of uploads) {
      const response = await admin.upload(upload.bytes, upload.name);
      expect({ name: upload.name, status: response.status }).toEqual({
        name: upload.name,
        status: 201,
      });
      const entry = imageEntrySchema.parse(await response.json());
      expect(entry).toMatchObject({
        name: upload.name,
        sizeBytes: upload.bytes.byteLength,
        mimeType: upload.mimeType,
        width: upload.size[0],
        height: upload.size[1],
        uploadedBy: admin.user.email,
      });
      expect(entry.url).toMatch(new RegExp(`^/media/[0-9a-f]{64}\\.${upload.ext}$`));
      expect(entry.id).toMatch(/^img_/);
    }
    const audit = await auditEntries(t, 'image_uploaded');
    expect(audit).toHaveLength(uploads.length);
    expect(audit[0]).toMatchObject({ actorEmail: admin.user.email, detail: { name: 'chart.png' } });
  });

  it('lists every image newest first, without its bytes, and the size limit', async () => {
    await admin.upload(pngImage(1, 1), 'first.png');
    await admin.upload(gifImage(2, 2), 'second.gif');
    const response = await admin.list();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { images: object[] };
    const list = imagesResponseSchema.parse(body);
    expect(list.maxBytes).toBe(maxBytes);
    expect(list.images.map((image) => image.name)).toEqual(['second.gif', 'first.png']);
    expect(Object.keys(body.images[0] ?? {})).not.toContain('bytes');
  });

  it('answers the stored entry when the same bytes come again under the same name', async () => {
    const first = imageEntrySchema.parse(await (await admin.upload(pngImage(), 'a.png')).json());
    const again = await admin.upload(pngImage(), 'a.png');
    expect(again.status).toBe(200);
    expect(imageEntrySchema.parse(await again.json())).toEqual(first);
    expect(await storedCount()).toBe(1);
    expect(await auditEntries(t, 'image_uploaded')).toHaveLength(1);
  });

  it('keeps the same bytes under another name as an entry of its own, sharing the URL until both go', async () => {
    const first = imageEntrySchema.parse(await (await admin.upload(pngImage(), 'a.png')).json());
    const other = await admin.upload(pngImage(), 'cover.png');
    expect(other.status).toBe(201);
    const second = imageEntrySchema.parse(await other.json());
    expect(second).toMatchObject({ name: 'cover.png', url: first.url });
    expect(t.ctx.contentImages.lookup('cover.png')?.url).toBe(first.url);

    expect((await admin.remove(first.id)).status).toBe(200);
    expect((await fetchMedia(t, first.url)).status).toBe(200);
    expect((await admin.remove(second.id)).status).toBe(200);
    expect((await fetchMedia(t, first.url)).status).toBe(404);
  });

  it('refuses SVG, saying why, and stores nothing', async () => {
    const response = await admin.upload(svgImage(), 'logo.svg', {
      'Content-Type': 'image/svg+xml',
    });
    expect(response.status).toBe(400);
    const error = await refusalOf(response);
    expect(error.message).toMatch(/SVG images are not accepted.*scripts/);
    expect(error.fields).toEqual({ file: error.message });
    expect(await storedCount()).toBe(0);
  });

  it('refuses an image that declares more pixels than a page needs, saying why, and stores nothing', async () => {
    const response = await admin.upload(pngDeclaring(16_384, 16_384), 'huge.png');
    expect(response.status).toBe(400);
    const error = await refusalOf(response);
    expect(error.message).toMatch(/too many pixels: at most 40 million/);
    expect(error.fields).toEqual({ file: error.message });
    expect(await storedCount()).toBe(0);
    expect(await auditEntries(t, 'image_uploaded')).toHaveLength(0);
  });

  it('refuses a text file named .png and a HEIF that is not AVIF, on the file field', async () => {
    for (const [bytes, name] of [
      [new TextEncoder().encode('just some notes, not a picture'), 'notes.png'],
      [heifImage('heic'), 'phone.avif'],
    ] as const) {
      const response = await admin.upload(bytes, name, { 'Content-Type': 'image/png' });
      expect(response.status).toBe(400);
      expect((await refusalOf(response)).fields?.file).toBe(
        'This file is not a PNG, JPEG, WebP, GIF or AVIF image.',
      );
    }
    expect(await storedCount()).toBe(0);
    expect(await auditEntries(t, 'image_uploaded')).toHaveLength(0);
  });

  it('refuses a file over IMAGE_MAX_BYTES with 413, storing nothing', async () => {
    const large = new Uint8Array(maxBytes + 1);
    large.set(pngImage());
    const response = await admin.upload(large, 'large.png');
    expect(response.status).toBe(413);
    expect((await refusalOf(response)).message).toBe('The file is larger than the limit of 2 KB.');
    expect(await storedCount()).toBe(0);
  });

  it('removes an image: its URL answers 404 at once, and the removal is audited', async () => {
    const entry = imageEntrySchema.parse(await (await admin.upload(gifImage())).json());
    expect((await fetchMedia(t, entry.url)).status).toBe(200);
    const removed = await admin.remove(entry.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ ok: true });
    expect((await fetchMedia(t, entry.url)).status).toBe(404);
    expect(await storedCount()).toBe(0);
    expect(await auditEntries(t, 'image_removed')).toMatchObject([{ target: entry.id }]);
    expect((await admin.remove(entry.id)).status).toBe(404);
    expect((await admin.remove('not-an-id')).status).toBe(404);
  });

  it('refuses an upload without an admin session, and one from another site', async () => {
    const bytes = new Uint8Array(pngImage());
    const anonymous = await t.app.request('/api/admin/images?name=a.png', {
      method: 'POST',
      body: bytes,
      headers: { Origin: testSiteUrl, 'Content-Length': String(bytes.byteLength) },
    });
    expect(anonymous.status).toBe(401);
    const crossSite = await admin.upload(pngImage(), 'a.png', { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await storedCount()).toBe(0);
  });
});
