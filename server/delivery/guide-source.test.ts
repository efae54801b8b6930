import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productDefaults } from '#server/site/product.ts';
import { makePdf } from '#tests/pdf-factory.ts';
import { readPdf } from '#tests/pdf-reader.ts';
import { guidePdfPath, loadGuidePdf } from './guide-source.ts';

describe('loadGuidePdf', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'csd-guide-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finds the upload under the data folder', () => {
    expect(guidePdfPath('/srv/data')).toBe(path.join('/srv/data', 'guide', 'guide.pdf'));
  });

  it('stands in a placeholder that says so on every page while nothing is uploaded', async () => {
    const guide = await loadGuidePdf(dataDir);
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
    const first = await loadGuidePdf(dataDir);
    const second = await loadGuidePdf(dataDir);
    expect(second.bytes).toBe(first.bytes);
  });

  it('delivers the uploaded guide when there is one', async () => {
    const upload = await makePdf({ title: 'The uploaded guide' });
    await mkdir(path.dirname(guidePdfPath(dataDir)), { recursive: true });
    await writeFile(guidePdfPath(dataDir), upload);
    const guide = await loadGuidePdf(dataDir);
    expect(guide.isPlaceholder).toBe(false);
    expect(Buffer.from(guide.bytes).equals(Buffer.from(upload))).toBe(true);
  });
});
