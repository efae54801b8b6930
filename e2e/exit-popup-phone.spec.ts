import { expect, test, type Locator, type Page } from '@playwright/test';
import { readingScroll } from '#app/features/exit-intent/reading-signs.ts';
import { widgetTimings } from '#app/lib/widget-timings.ts';
import { adBlockerCopy } from '#content/ad-blocker.ts';
import { exitIntentCopy } from '#content/exit-intent.ts';
import { seedGuides, seedPosts } from '#tests/seed-pages.ts';
import { newestMailTo } from './mail.ts';
import { ownClient } from './own-client.ts';

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // A reader of their own: the run's other sign-ups share the hourly limit per address.
  extraHTTPHeaders: ownClient(),
});

/** Hides the ad-bait the way a filter list does, so the ad-blocker notice shows too. */
async function blockAds(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '.adsbox { display: none !important; }';
      document.head.append(style);
    });
  });
}

/** The element a tap at the centre of `target` lands on is `target` or inside it. */
async function receivesTapAtCentre(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

const article = seedPosts[0];
const guide = seedGuides[0];

test('on a phone no popup covers an article read past its delay; the sign-up at its end works', async ({
  page,
}) => {
  if (!article) throw new Error('No article to read');
  await page.clock.install();
  await blockAds(page);
  await page.goto(article.path);

  // The widgets load when the page is idle, the launcher and the notice follow.
  await page.clock.runFor(widgetTimings.idleTimeout + widgetTimings.chatLauncherDelay + 500);
  const launcher = page.getByRole('button', { name: 'Chat with support' });
  await expect(launcher).toBeVisible();
  await page.clock.runFor(widgetTimings.adBlockerNoticeDelay + widgetTimings.adBaitCheck);
  await expect(page.getByRole('region', { name: adBlockerCopy.title })).toBeVisible();

  // A reader: scrolled well past the popup's reading distance, and on the page long past
  // both of its delays, scrolling on.
  for (const step of [1, 2, 3])
    await page.evaluate((top) => window.scrollTo(0, top), readingScroll.pixels * step);
  await page.clock.runFor(widgetTimings.exitIntentFallback + widgetTimings.exitIntentReading);
  await page.evaluate((top) => window.scrollBy(0, top), readingScroll.pixels);
  await page.clock.runFor(widgetTimings.exitIntentDelay + 1000);

  expect(await page.locator('dialog[open]').count()).toBe(0);
  await expect(page.getByRole('dialog', { name: exitIntentCopy.title })).toBeHidden();
  // No dialog lies over any paragraph of the article on screen (the ad-blocker notice, a
  // region at the foot of the screen, may: it is not the popup).
  const covered = await page.evaluate(() =>
    [...document.querySelectorAll('article p')]
      .filter((paragraph) => {
        const box = paragraph.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
      })
      .map((paragraph) => {
        const box = paragraph.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return { text: paragraph.textContent.slice(0, 40), reached: !hit?.closest('dialog') };
      }),
  );
  expect(covered.length).toBeGreaterThan(0);
  expect(covered.filter(({ reached }) => !reached)).toEqual([]);
  expect(await receivesTapAtCentre(launcher)).toBe(true);

  // At the end of the article, the same invitation, in the page.
  const signUp = page.getByRole('region', { name: exitIntentCopy.inlineTitle });
  await signUp.scrollIntoViewIfNeeded();
  await expect(signUp).toContainText(exitIntentCopy.description);
  await expect(signUp).toContainText(exitIntentCopy.privacy);
  const reader = `phone.reader.${Date.now()}@example.com`;
  await signUp.getByRole('textbox', { name: exitIntentCopy.emailLabel }).fill(reader);
  await signUp.getByRole('button', { name: exitIntentCopy.submit }).click();
  await expect(signUp.getByText(exitIntentCopy.thanksTitle)).toBeVisible();
  await expect(signUp.getByRole('textbox', { name: exitIntentCopy.emailLabel })).toBeHidden();
  expect((await newestMailTo(reader)).subject).toMatch(/^Confirm your subscription/);
  expect(await page.locator('dialog[open]').count()).toBe(0);
});

test('a state guide ends with the sign-up too', async ({ page }) => {
  if (!guide) throw new Error('No state guide');
  await page.goto(guide.path);
  const signUp = page.getByRole('region', { name: exitIntentCopy.inlineTitle });
  await expect(signUp).toBeAttached();
  // After the text, before the links to other pages.
  const after = await signUp.evaluate((section) => {
    const links = section.parentElement?.querySelector('nav');
    return links ? Boolean(section.compareDocumentPosition(links) & 4) : false;
  });
  expect(after).toBe(true);
});
