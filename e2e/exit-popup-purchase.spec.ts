import { expect, test, type Locator, type Page } from '@playwright/test';
import { readingScroll } from '#app/features/exit-intent/reading-signs.ts';
import { exitIntentFlag } from '#app/features/exit-intent/watch-exit-intent.ts';
import { widgetTimings } from '#app/lib/widget-timings.ts';
import { exitIntentCopy } from '#content/exit-intent.ts';
import { notices } from '#content/notices.ts';
import { gotoHydrated, leaveThroughTop, storedItem, waitForHydration } from './helpers.ts';

const phone = { width: 390, height: 844 };

/** Where `target` sits once it has stopped moving: toasts slide in. */
async function settledBox(target: Locator) {
  let last = await target.boundingBox();
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      const still = JSON.stringify(box) === JSON.stringify(last);
      last = box;
      return still;
    })
    .toBe(true);
  if (!last) throw new Error('Not laid out');
  return last;
}

async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await settledBox(a), await settledBox(b)];
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

/** The first red field and the notice asking to fix it must not share a pixel. */
async function expectNoticeBesideFirstRedField(page: Page) {
  const notice = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: notices.requiredFieldsMissing.title });
  await expect(notice).toBeVisible();
  const email = page
    .getByRole('region', { name: 'Your Details' })
    .getByRole('textbox', { name: 'Email Address' });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeInViewport({ ratio: 1 });
  expect(await overlap(notice, email)).toBe(false);
}

test('the exit popup never opens on the checkout, even after 31 s of typing', async ({ page }) => {
  await page.clock.install();
  await page.goto('/checkout');
  await waitForHydration(page);
  // The widgets load on the checkout too: the chat is there, the popup only does not watch.
  await page.clock.runFor(widgetTimings.idleTimeout + widgetTimings.chatLauncherDelay + 500);
  await expect(page.getByRole('button', { name: 'Chat with support' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Your Details' });
  const typing: [string, string][] = [
    ['Email Address', 'parent@example.com'],
    ['Full Name', 'Pat Parent'],
    ['Street Address', '1 Elm Street'],
    ['City', 'Springfield'],
    ['ZIP Code', '62701'],
  ];
  for (const [label, text] of typing) {
    await form.getByRole('textbox', { name: label }).pressSequentially(text);
    await page.clock.runFor(31_000 / typing.length);
  }
  // Then out of the fields, doing what opens it elsewhere: a long scroll, the pointer
  // heading for the tabs, a long read.
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await page.evaluate((top) => window.scrollTo(0, top), readingScroll.pixels);
  await leaveThroughTop(page);
  await page.clock.runFor(widgetTimings.exitIntentReading);

  await expect(page.getByRole('dialog', { name: exitIntentCopy.title })).toHaveCount(0);
  expect(await storedItem(page, exitIntentFlag.key)).toBeNull();
});

test.describe('on a phone', () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true });

  test("the hero's button is on the first screen, the disclaimer one line above it", async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const disclaimer = page.getByRole('complementary', { name: 'Educational Information Only' });
    await expect(
      disclaimer.getByText('Educational information only, not legal advice.'),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Get the Complete Guide - $47' }).first(),
    ).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await disclaimer.getByText('Educational information only, not legal advice.').tap();
    await expect(
      // The <details> (a group) on a phone; the wider screens' paragraph is hidden here.
      disclaimer.getByRole('group').getByText(/does not create an attorney-client relationship/),
    ).toBeVisible();
  });

  test("the checkout's notice does not cover the first red field", async ({ page }) => {
    await gotoHydrated(page, '/checkout');
    const form = page.getByRole('region', { name: 'Your Details' });
    await form.getByRole('button', { name: /Get Instant Access/ }).tap();
    await expectNoticeBesideFirstRedField(page);
  });

  test('nor does it when the first field sat just under the header', async ({ page }) => {
    await gotoHydrated(page, '/checkout');
    const form = page.getByRole('region', { name: 'Your Details' });
    const email = form.getByRole('textbox', { name: 'Email Address' });
    // The e-mail field where the notice will appear: just below the sticky header.
    const top = (await email.boundingBox())?.y ?? 0;
    await page.evaluate((by) => window.scrollBy(0, by), top - 90);
    await form.getByRole('textbox', { name: 'Full Name' }).press('Enter');
    await expectNoticeBesideFirstRedField(page);
  });
});
