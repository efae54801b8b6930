import { expect, test, type Page } from '@playwright/test';
import { siteCopy } from '#content/site-copy.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { contentSettingsAnswer } from '#shared/contracts/admin-settings.ts';
import { makePdf } from '#tests/pdf-factory.ts';
import { readPdf } from '#tests/pdf-reader.ts';
import { signInAsOwner } from './admin-sign-in.ts';
import { gotoHydrated, watchForErrors } from './helpers.ts';
import { paidDownloadPath } from './purchase-flow.ts';

/** The one 401 is the session check before signing in: the browser logs every 4xx answer. */
const unexpected = (errors: string[]) => errors.filter((line) => !line.includes('status of 401'));

// Whole dollars are written without cents on the site: "$52".
const newPrice = /\$52(?![\d.])/;
const oldPrice = /\$47(?![\d.])/;

/** Slows the page's uploads to about 256 KB a second, so the progress bar can be seen moving. */
async function slowUploads(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
}

test('an uploaded guide, sent with a progress bar, is what the next buyer receives, stamped', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const title = `Guide uploaded by the browser test ${Date.now()}`;
  // About 600 KB of pages, so the upload lasts a couple of seconds at the slowed speed.
  const guide = await makePdf({ title, pages: [{}, {}, {}, {}], payloadBytes: 600_000 });
  const errors = await watchForErrors(page);
  await signInAsOwner(page, '/admin/files');
  const card = page.getByRole('region', { name: /^Single Guide/ });
  await expect(card.getByText('Buyers receive the placeholder guide')).toBeVisible();

  await slowUploads(page);
  await card.getByLabel('Guide PDF').setInputFiles({
    name: 'defense-guide.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(guide),
  });
  await expect(page.getByText('Single guide file: defense-guide.pdf')).toBeVisible();
  await card.getByRole('button', { name: 'Upload' }).click();
  const progress = card.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(progress).not.toHaveAttribute('aria-valuenow', '100');
  await expect(card.getByText(/Buyers receive: defense-guide\.pdf/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(progress).toBeHidden();

  const buyer = `uploaded.guide.${Date.now()}@example.com`;
  const downloadPath = await paidDownloadPath(page, origin, buyer);
  const download = await page.request.post(downloadPath, { headers: { Origin: origin } });
  expect(download.status()).toBe(200);
  const delivered = await readPdf(await download.body());
  expect(delivered.info).toMatchObject({ Title: title });
  expect(delivered.pages).toHaveLength(4);
  for (const [index, shown] of delivered.pages.entries()) {
    expect(shown.text).toContain(`Chapter ${index + 1}`);
    expect(shown.text).toMatch(
      new RegExp(`Licensed to ${buyer.replace(/\./g, '\\.')} - Order ord_`),
    );
  }

  // Removed, the placeholder stands in again for the buyers after this test.
  await gotoHydrated(page, '/admin/files');
  await card.getByRole('button', { name: 'Remove' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove file' }).click();
  await expect(page.getByText('File has been removed from storage')).toBeVisible();
  await expect(card.getByText('Buyers receive the placeholder guide')).toBeVisible();
  expect(unexpected(errors)).toEqual([]);
});

test('a new hero text and price are previewed by their admin alone, then saved for everyone', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const hero = `Hero text from the browser test ${Date.now()}.`;
  const errors = await watchForErrors(page);
  await signInAsOwner(page, '/admin/content');
  const original = contentSettingsAnswer.parse(
    await (await page.request.get(adminApi.settings)).json(),
  ).settings;
  const visitor = await browser.newPage({ baseURL: origin });
  try {
    const form = page.getByRole('region', { name: 'Content Management' });
    await expect(form.getByRole('textbox', { name: 'Hero Description' })).toHaveValue(
      original.heroDescription,
    );
    await form.getByRole('textbox', { name: 'Hero Description' }).fill(hero);
    await form.getByLabel('Single Guide Price ($)').fill('52.00');

    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      form.getByRole('button', { name: 'Preview Changes' }).click(),
    ]);
    await expect(page.getByText('Opening preview of changes in new tab')).toBeVisible();
    await expect(preview.getByText(siteCopy.previewBanner.title)).toBeVisible();
    await expect(preview.getByText(hero)).toBeVisible();
    await expect(preview.getByText(newPrice).first()).toBeVisible();
    await preview.close();

    // Nobody else sees a draft.
    await visitor.goto('/');
    await expect(visitor.getByText(oldPrice).first()).toBeVisible();
    await expect(visitor.getByText(hero)).toHaveCount(0);

    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText('All content management changes have been saved successfully'),
    ).toBeVisible();

    await visitor.goto('/');
    await expect(visitor.getByText(hero)).toBeVisible();
    await expect(visitor.getByText(newPrice).first()).toBeVisible();
    await visitor.goto('/checkout');
    const summary = visitor.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByRole('definition').last()).toHaveText('$52.00');
    await expect(visitor.getByText(oldPrice)).toHaveCount(0);
    expect(unexpected(errors)).toEqual([]);
  } finally {
    // The other browser tests expect the shop's own settings.
    const restored = await page.request.put(adminApi.settings, {
      data: original,
      headers: { Origin: origin },
    });
    expect(restored.status()).toBe(200);
    await visitor.close();
  }
});
