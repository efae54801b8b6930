import { expect, test, type Locator, type Page } from '@playwright/test';
import { readingScroll } from '#app/features/exit-intent/reading-signs.ts';
import { widgetTimings } from '#app/features/widgets/widget-timings.ts';
import { adBlockerCopy } from '#content/ad-blocker.ts';
import { exitIntentCopy } from '#content/exit-intent.ts';
import { waitForHydration } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

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

test('on a phone the timed exit popup leaves the keyboard down and covers the widgets', async ({
  page,
}) => {
  await page.clock.install();
  await blockAds(page);
  await page.goto('/faq');
  await waitForHydration(page);

  // The widgets load when the page is idle, the launcher and the notice follow.
  await page.clock.runFor(widgetTimings.idleTimeout + widgetTimings.chatLauncherDelay + 500);
  // includeHidden: the open dialog hides everything else from the accessibility tree.
  const launcher = page.getByRole('button', { name: 'Chat with support', includeHidden: true });
  await expect(launcher).toBeVisible();
  await page.clock.runFor(widgetTimings.adBlockerNoticeDelay + widgetTimings.adBaitCheck);
  const notice = page.getByRole('region', { name: adBlockerCopy.title, includeHidden: true });
  await expect(notice).toBeVisible();
  expect(await receivesTapAtCentre(launcher)).toBe(true);

  // The timed popup opens only for a visitor reading the page: one who has scrolled.
  await page.evaluate((top) => window.scrollTo(0, top), readingScroll.pixels);
  await page.clock.runFor(widgetTimings.exitIntentFallback);
  const popup = page.getByRole('dialog', { name: exitIntentCopy.title });
  await expect(popup).toBeVisible();

  await expect(popup).toBeFocused();
  await expect(popup.getByRole('textbox', { name: exitIntentCopy.emailLabel })).not.toBeFocused();
  expect(await receivesTapAtCentre(launcher)).toBe(false);
  expect(await receivesTapAtCentre(notice)).toBe(false);

  await popup.getByRole('button', { name: exitIntentCopy.close }).click();
  await expect(popup).toBeHidden();
  expect(await receivesTapAtCentre(launcher)).toBe(true);
});
