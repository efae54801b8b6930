import { describe, expect, it } from 'vitest';
import { guideFiles } from '#server/db/schema.ts';
import { productDefaults } from '#server/site-settings/product.ts';
import { storedGuideFile } from '#tests/guide-file-factory.ts';
import { makePdf } from '#tests/pdf-factory.ts';
import { readPdf } from '#tests/pdf-reader.ts';
import { sharedPdfWorkers } from '#tests/pdf-workers.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { loadGuidePdf } from './guide-source.ts';

describe.each(testDrivers)('loadGuidePdf on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().handle.db;
  const ctx = () => ({ db: db(), pdf: sharedPdfWorkers() });

  it('stands in a placeholder that says so on every page while nothing is uploaded', async () => {
    const guide = await loadGuidePdf(ctx());
    expect(guide.isPlaceholder).toBe(true);
    const reading = await readPdf(guide.bytes);
    expect(reading.pages.length).toBeGreaterThanOrEqual(3);
    for (const page of reading.pages) {
      expect(page.text).toContain('PLACEHOLDER - no guide has been uploaded yet');
      expect(page.text).toContain(productDefaults.offer.name);
    }
    expect(reading.pages[0]?.text).toMatch(/No guide has been uploaded yet/);
    expect(reading.info).toMatchObject({
      Title: productDefaults.offer.name,
      Author: productDefaults.brand,
    });
    expect(reading.outline).toEqual(expect.arrayContaining(['This is a placeholder']));
    expect(reading.outline).toHaveLength(reading.pages.length);
  });

  it('builds the placeholder once per process', async () => {
    const first = await loadGuidePdf(ctx());
    const second = await loadGuidePdf(ctx());
    expect(second.bytes).toBe(first.bytes);
  });

  it('delivers the newest stored upload, its bytes read once per version', async () => {
    const older = await makePdf({ title: 'Older' });
    const upload = await makePdf({ title: 'The uploaded guide' });
    await storedGuideFile(db(), older);
    const guide = await loadGuidePdf(ctx());
    expect(Buffer.from(guide.bytes).equals(Buffer.from(older))).toBe(true);
    const newest = await storedGuideFile(db(), upload);
    const first = await loadGuidePdf(ctx());
    expect(first.isPlaceholder).toBe(false);
    expect(Buffer.from(first.bytes).equals(Buffer.from(upload))).toBe(true);
    // The same bytes object: served from memory, not read from the chunks again.
    expect((await loadGuidePdf(ctx())).bytes).toBe(first.bytes);
    expect(newest.id).toMatch(/^gf_/);
  });

  it('falls back to the placeholder once the stored files are gone', async () => {
    await storedGuideFile(db(), await makePdf());
    expect((await loadGuidePdf(ctx())).isPlaceholder).toBe(false);
    await db().delete(guideFiles);
    expect((await loadGuidePdf(ctx())).isPlaceholder).toBe(true);
  });
});
