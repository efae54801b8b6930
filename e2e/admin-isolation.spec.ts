import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

const adminChunk = '/assets/admin-';

/** URLs of every script the page requests from now on, module preloads included. */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url()))
      urls.push(request.url());
  });
  return urls;
}

test('public pages never load the admin code', async ({ page }) => {
  const scripts = recordScripts(page);
  for (const path of ['/', '/faq']) {
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.includes(adminChunk))).toEqual([]);
});

// Shows that the check above would notice the admin chunk if a public page loaded it.
test('the admin page does load its own chunk', async ({ page }) => {
  const scripts = recordScripts(page);
  await gotoHydrated(page, '/admin');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => url.includes(adminChunk))).toBe(true);
});
