import { expect, test, type Locator, type Page } from '@playwright/test';
import { attorneyNoticeDefault } from '#content/attorney-notice.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { contentSettingsAnswer } from '#shared/contracts/admin-settings.ts';
import { seedGuides, seedPosts } from '#tests/seed-pages.ts';
import { signInAsOwner } from './admin-sign-in.ts';

const phone = { width: 390, height: 844 };

const noticeOn = (page: Page, text = attorneyNoticeDefault) =>
  page.getByRole('note').filter({ hasText: text });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

test('on a phone the notice shows on the first screen, right under the offer’s buy button', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  const notice = noticeOn(page).first();
  // The hero's buy button, as the analytics tracker names it.
  const buy = page.locator('[data-cta-location="hero"]');
  await expect(notice).toBeVisible();
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(buy).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const [noticeBox, buyBox] = [await box(notice), await box(buy)];
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(phone.height);
  // Beside the offer: within a line or two below the button, nothing between them.
  expect(noticeBox.y).toBeGreaterThan(buyBox.y);
  expect(noticeBox.y - (buyBox.y + buyBox.height)).toBeLessThan(80);
});

test('on the checkout the notice comes before the pay button, in reading order and on screen', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/checkout');
  const notice = noticeOn(page);
  const pay = page.getByRole('button', { name: /Pay \$47/ });
  await expect(notice).toBeVisible();
  await expect(pay).toBeVisible();
  const before = await notice.evaluate(
    (note, button) =>
      Boolean(note.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING),
    await pay.elementHandle(),
  );
  expect(before).toBe(true);
  expect((await box(notice)).y).toBeLessThan((await box(pay)).y);
});

test('every article and state guide opens with the notice, before its text', async ({ page }) => {
  const longForm = [...seedPosts, ...seedGuides];
  expect(longForm.length).toBeGreaterThan(2);
  for (const { path } of longForm) {
    await page.goto(path);
    const article = page.getByRole('article');
    await expect(article.getByRole('note'), path).toHaveText(attorneyNoticeDefault);
    const noticeTop = (await box(article.getByRole('note'))).y;
    expect(noticeTop, path).toBeLessThan(
      (await box(article.getByRole('heading', { level: 2 }).first())).y,
    );
  }
});

test('a notice reworded in Content shows beside the offer for every visitor', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const reworded = `No substitute for a lawyer who knows your case (${Date.now()}).`;
  await signInAsOwner(page, '/admin/content');
  const original = contentSettingsAnswer.parse(
    await (await page.request.get(adminApi.settings)).json(),
  ).settings;
  const visitor = await browser.newPage({ baseURL: origin, viewport: phone });
  try {
    const form = page.getByRole('region', { name: 'Content Management' });
    await form.getByRole('textbox', { name: 'Attorney notice' }).fill(reworded);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText('All content management changes have been saved successfully'),
    ).toBeVisible();

    await visitor.goto('/');
    await expect(noticeOn(visitor, reworded).first()).toBeInViewport({ ratio: 1 });
    await expect(noticeOn(visitor)).toHaveCount(0);
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
