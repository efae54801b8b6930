import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guideFileChunks, guideFiles } from '#server/db/schema.ts';
import { loadGuidePdf } from '#server/delivery/guide-source.ts';
import { productDefaults } from '#server/site-settings/product.ts';
import { defaultSettings } from '#server/site-settings/site-settings.ts';
import { storedSettings } from '#server/site-settings/stored-settings.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { guideFilesAnswer, guideFileUploadAnswer } from '#shared/contracts/admin-guide-files.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { auditEntries, purchaseInTestMode } from '#tests/admin-orders-helpers.ts';
import { encryptedPdf } from '#tests/guide-file-factory.ts';
import { decompressionBombPdf, makePdf } from '#tests/pdf-factory.ts';
import { readPdf } from '#tests/pdf-reader.ts';
import { createTestApp, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

// The smallest limit the configuration allows, so an oversized file stays small.
const smallLimit = 64 * 1024;

describe.each(testDrivers)('the guide files API on %s', (driver) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(driver, { GUIDE_MAX_BYTES: String(smallLimit) });
    ({ cookie } = await signedInAdmin(t));
  });
  afterEach(async () => {
    await t.dispose();
  });

  const upload = (bytes: Uint8Array, name = 'guide.pdf', headers: Record<string, string> = {}) =>
    t.app.request(`${adminApi.guideFiles}?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      body: new Uint8Array(bytes),
      headers: {
        Cookie: cookie,
        Origin: testSiteUrl,
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.byteLength),
        ...headers,
      },
    });
  const list = async () => {
    const response = await t.app.request(adminApi.guideFiles, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    return guideFilesAnswer.parse(await response.json());
  };
  const remove = (id: string) =>
    t.app.request(adminApi.guideFile(id), {
      method: 'DELETE',
      headers: { Cookie: cookie, Origin: testSiteUrl },
    });
  const uploaded = async (bytes: Uint8Array, name?: string) => {
    const response = await upload(bytes, name);
    expect(response.status).toBe(201);
    return guideFileUploadAnswer.parse(await response.json());
  };
  const storedRows = async () => ({
    files: (await t.ctx.db.select().from(guideFiles)).length,
    chunks: (await t.ctx.db.select().from(guideFileChunks)).length,
  });
  /** What the next buyer downloads. */
  const nextBuyersGuide = async (email: string) => {
    const { orderId, downloadPath } = await purchaseInTestMode(t, email);
    const response = await t.app.request(downloadPath, {
      method: 'POST',
      headers: { Origin: testSiteUrl },
    });
    expect(response.status).toBe(200);
    return { orderId, pdf: await readPdf(new Uint8Array(await response.arrayBuffer())) };
  };

  it('stores a valid PDF with its facts, lists it and delivers it stamped to the next buyer', async () => {
    const bytes = await makePdf({ title: 'The seller’s own guide', pages: [{}, {}, {}, {}] });
    const entry = await uploaded(bytes, 'My Guide (final).pdf');
    expect(entry).toEqual({
      id: expect.stringMatching(/^gf_[\w-]{16}$/) as string,
      name: 'My Guide (final).pdf',
      sizeBytes: bytes.byteLength,
      pageCount: 4,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      uploadedAt: expect.any(String) as string,
      uploadedBy: expect.stringMatching(/@shop\.example$/) as string,
    });
    expect(await list()).toEqual({
      files: [entry],
      maxBytes: smallLimit,
      delivered: { kind: 'upload', id: entry.id, name: entry.name, uploadedAt: entry.uploadedAt },
    });
    const [audit] = await auditEntries(t, 'guide_uploaded');
    expect(audit).toMatchObject({ target: entry.id, detail: { sha256: entry.sha256 } });

    const { orderId, pdf } = await nextBuyersGuide('first.buyer@example.com');
    expect(pdf.info.Title).toBe('The seller’s own guide');
    expect(pdf.pages).toHaveLength(4);
    for (const page of pdf.pages)
      expect(page.text).toContain(`Licensed to first.buyer@example.com - Order ${orderId}`);
  });

  it('stores a large file in 1 MiB rows and gives back the same bytes', async () => {
    const big = await createTestApp(driver);
    try {
      const admin = await signedInAdmin(big);
      const pages = Array.from({ length: 900 }, () => ({}));
      const bytes = await makePdf({ pages });
      const padded = new Uint8Array(2.5 * 1024 * 1024);
      padded.set(bytes);
      // Bytes after %%EOF are ignored by readers: a 2.5 MB file that is still the same PDF.
      padded.fill(0x20, bytes.byteLength);
      const response = await big.app.request(`${adminApi.guideFiles}?name=big.pdf`, {
        method: 'POST',
        body: padded,
        headers: {
          Cookie: admin.cookie,
          Origin: testSiteUrl,
          'Content-Length': String(padded.byteLength),
        },
      });
      expect(response.status).toBe(201);
      expect((await big.ctx.db.select().from(guideFileChunks)).length).toBe(3);
      const guide = await loadGuidePdf(big.ctx);
      expect(Buffer.from(guide.bytes).equals(Buffer.from(padded))).toBe(true);
    } finally {
      await big.dispose();
    }
  });

  it.each([
    [
      'a .pdf that is not a PDF',
      () => new TextEncoder().encode('Hello, I am a text file.'),
      /not a PDF/,
    ],
    ['a damaged PDF', async () => (await makePdf()).slice(0, 200), /could not be read|no pages/],
    ['an encrypted PDF', encryptedPdf, /encrypted/],
  ])('refuses %s with a 400 naming the file, and stores nothing', async (_, bytes, message) => {
    // pdf-lib warns about the objects it cannot parse.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await upload(await bytes());
    expect(response.status).toBe(400);
    const { error } = apiErrorSchema.parse(await response.json());
    expect(error.fields?.file).toMatch(message);
    expect(await storedRows()).toEqual({ files: 0, chunks: 0 });
    expect(await auditEntries(t, 'guide_uploaded')).toHaveLength(0);
  });

  it('refuses a decompression bomb with a 400 naming the limit, and keeps answering while it checks', async () => {
    const bombApp = await createTestApp(driver);
    try {
      const admin = await signedInAdmin(bombApp);
      // 160 MiB once inflated, about 160 KB as uploaded.
      const bomb = await decompressionBombPdf(160 * 1024 * 1024);
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      const response = await bombApp.app.request(`${adminApi.guideFiles}?name=bomb.pdf`, {
        method: 'POST',
        body: new Uint8Array(bomb),
        headers: {
          Cookie: admin.cookie,
          Origin: testSiteUrl,
          'Content-Length': String(bomb.byteLength),
        },
      });
      lag.disable();
      expect(response.status).toBe(400);
      const { error } = apiErrorSchema.parse(await response.json());
      expect(error.fields?.file).toMatch(/decompress/i);
      // The check ran on another thread: this one never stalled for long.
      expect(lag.max / 1e6).toBeLessThan(250);
      expect((await bombApp.ctx.db.select().from(guideFiles)).length).toBe(0);
    } finally {
      await bombApp.dispose();
    }
  });

  it('refuses a file over the limit before reading it, and stores nothing', async () => {
    const tooBig = new Uint8Array(smallLimit + 1);
    tooBig.set(await makePdf());
    const response = await upload(tooBig);
    expect(response.status).toBe(413);
    expect(apiErrorSchema.parse(await response.json()).error.message).toContain('64 KB');
    expect(await storedRows()).toEqual({ files: 0, chunks: 0 });
  });

  it('answers 411 to an upload without a Content-Length', async () => {
    const bytes = await makePdf();
    const response = await t.app.request(`${adminApi.guideFiles}?name=guide.pdf`, {
      method: 'POST',
      body: new Blob([new Uint8Array(bytes)]).stream(),
      duplex: 'half',
      headers: { Cookie: cookie, Origin: testSiteUrl },
    } as RequestInit);
    expect(response.status).toBe(411);
    expect(await storedRows()).toEqual({ files: 0, chunks: 0 });
  });

  it('refuses an upload from another site, even with an admin session', async () => {
    const response = await upload(await makePdf(), 'guide.pdf', { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await storedRows()).toEqual({ files: 0, chunks: 0 });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.request(adminApi.guideFiles)).status).toBe(401);
    const bytes = await makePdf();
    const response = await t.app.request(`${adminApi.guideFiles}?name=guide.pdf`, {
      method: 'POST',
      body: new Uint8Array(bytes),
      headers: { Origin: testSiteUrl, 'Content-Length': String(bytes.byteLength) },
    });
    expect(response.status).toBe(401);
    expect(await storedRows()).toEqual({ files: 0, chunks: 0 });
  });

  it('falls back on removal to the previous upload, then to the placeholder', async () => {
    const first = await uploaded(await makePdf({ title: 'First edition' }), 'first.pdf');
    const second = await uploaded(await makePdf({ title: 'Second edition' }), 'second.pdf');
    expect((await list()).files.map((file) => file.name)).toEqual(['second.pdf', 'first.pdf']);
    expect((await nextBuyersGuide('a@example.com')).pdf.info.Title).toBe('Second edition');

    const afterRemoval = await remove(second.id);
    expect(afterRemoval.status).toBe(200);
    expect(guideFilesAnswer.parse(await afterRemoval.json()).delivered).toMatchObject({
      kind: 'upload',
      id: first.id,
    });
    expect((await auditEntries(t, 'guide_removed'))[0]).toMatchObject({ target: second.id });
    expect((await nextBuyersGuide('b@example.com')).pdf.info.Title).toBe('First edition');

    expect((await remove(first.id)).status).toBe(200);
    expect(await list()).toMatchObject({ files: [], delivered: { kind: 'placeholder' } });
    expect(await storedRows()).toEqual({ files: 0, chunks: 0 });
    const { orderId, pdf } = await nextBuyersGuide('c@example.com');
    expect(pdf.pages[0]?.text).toContain('PLACEHOLDER');
    expect(pdf.pages[0]?.text).toContain(`Licensed to c@example.com - Order ${orderId}`);
  });

  it("gives pages the delivered guide's page count, at once and to an instance starting later", async () => {
    const placeholderPages = productDefaults.offer.pages;
    expect(t.ctx.settings.current().offer.pages).toBe(placeholderPages);
    const changes = vi.fn();
    t.ctx.settings.onChange(changes);
    const fivePages = await uploaded(await makePdf({ pages: [{}, {}, {}, {}, {}] }), 'five.pdf');
    expect(t.ctx.settings.current().offer.pages).toBe(5);
    expect(changes).toHaveBeenCalledTimes(1);
    const later = await storedSettings(
      t.ctx.db,
      defaultSettings(t.ctx.config),
      t.ctx.logger,
      t.ctx.clock,
    );
    expect(later.current().offer.pages).toBe(5);

    expect((await remove(fivePages.id)).status).toBe(200);
    expect(t.ctx.settings.current().offer.pages).toBe(placeholderPages);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(await later.reload()).toBe(true);
    expect(later.current().offer.pages).toBe(placeholderPages);
  });

  it('answers 404 to removing an unknown file', async () => {
    expect((await remove('gf_AAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await remove('not-an-id')).status).toBe(404);
    expect(await auditEntries(t, 'guide_removed')).toHaveLength(0);
  });
});
