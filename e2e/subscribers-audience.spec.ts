import { expect, test, type Page } from '@playwright/test';
import { mailCopy } from '#app/features/admin/mail/mail-copy.ts';
import { audienceCopy } from '#app/features/admin/subscribers/subscribers-copy.ts';
import { signInAsOwner } from './admin-sign-in.ts';
import { confirmedSubscriber } from './mail.ts';
import { payOnTestPage } from './offers-flow.ts';
import { e2eBaseUrl } from './web-server.ts';

const copy = audienceCopy;
const themeKey = 'child-support-theme';

/** A buyer who ticks the news box and pays: their consent counts once the order is paid. */
async function consentingBuyer(page: Page, email: string) {
  const created = await page.request.post('/api/create-payment', {
    headers: { Origin: e2eBaseUrl },
    data: {
      email,
      name: 'Pat Parent',
      address: '2 Oak St',
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
      newsConsent: true,
    },
  });
  expect(created.status()).toBe(200);
  const { url } = (await created.json()) as { url: string };
  await page.goto(url);
  await payOnTestPage(page, '$47.00');
}

/** The number a count of the audience card shows under its name. */
async function audienceCount(page: Page, name: string): Promise<number> {
  const counts = page.getByLabel(copy.countsLabel);
  const value = await counts.locator('div', { hasText: name }).locator('dd').textContent();
  return Number((value ?? '').replace(/,/g, ''));
}

test('Subscribers lists the subscriber and the buyer who agreed, matching the counts Mail shows', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const reader = `audience.reader.${stamp}@example.com`;
  const buyer = `audience.buyer.${stamp}@example.com`;
  await confirmedSubscriber(page, reader);
  await consentingBuyer(page, buyer);

  await signInAsOwner(page, '/admin/subscribers');
  const card = page.getByRole('region', { name: copy.title });
  await expect(card.getByRole('heading', { name: copy.title })).toBeVisible();
  const readerRow = card.getByRole('row', { name: new RegExp(reader) });
  await expect(readerRow.getByText(copy.sources.subscriber)).toBeVisible();
  await expect(readerRow.getByText(copy.sources.buyer)).toHaveCount(0);
  const buyerRow = card.getByRole('row', { name: new RegExp(buyer) });
  await expect(buyerRow.getByText(copy.sources.buyer)).toBeVisible();
  const everyone = await audienceCount(page, mailCopy.audiences.both);
  expect(everyone).toBeGreaterThanOrEqual(2);

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: themeKey,
      value: theme,
    });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(card.getByRole('row', { name: new RegExp(buyer) })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`subscribers-audience-${width}-${theme}.png`),
        fullPage: true,
      });
    }
  }
  await page.evaluate((key) => localStorage.removeItem(key), themeKey);

  // The Mail composer offers the same audience with the same count.
  await page.goto('/admin/mail/new');
  await expect(
    page.getByLabel(`${mailCopy.audiences.both} (${everyone.toLocaleString('en-US')})`),
  ).toBeVisible();
});
