import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, storedItem } from './helpers.ts';

const publicKey = 'vite-ui-theme';
const adminKey = 'child-support-theme';
const classHistoryKey = '__e2eThemeClasses';

const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle theme' });

/**
 * Records the class of <html> whenever the next document changes once its <body>
 * exists: after the parser has reached the body (a first paint is possible from
 * then on), and at every change that follows, hydration included.
 */
async function recordThemeClasses(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const seen: string[] = [];
    Reflect.set(window, key, seen);
    // Read once per batch of mutations: the page can only paint between tasks, never mid-batch.
    new MutationObserver(() => {
      // querySelector, not document.body: the DOM types claim a body always exists.
      if (document.querySelector('body')) seen.push(document.documentElement.className);
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  }, classHistoryKey);
}

async function recordedThemeClasses(page: Page): Promise<string[]> {
  return page.evaluate((key) => {
    const seen: unknown = Reflect.get(window, key);
    return Array.isArray(seen) ? seen.map(String) : [];
  }, classHistoryKey);
}

test.describe('theme toggle', () => {
  test.use({ colorScheme: 'dark' });

  test('switches <html> between light and dark and stores the choice', async ({ page }) => {
    await gotoHydrated(page, '/');
    const html = page.locator('html');
    await expect(html).toContainClass('dark');

    await toggle(page).click();
    await expect(html).toContainClass('light');
    await expect(html).not.toContainClass('dark');
    expect(await storedItem(page, publicKey)).toBe('light');

    await toggle(page).click();
    await expect(html).toContainClass('dark');
    await expect(html).not.toContainClass('light');
    expect(await storedItem(page, publicKey)).toBe('dark');
  });
});

test.describe('theme toggle under a light system theme', () => {
  test.use({ colorScheme: 'light' });

  test('turns anything but light into light', async ({ page }) => {
    await gotoHydrated(page, '/');
    const html = page.locator('html');
    await expect(html).toContainClass('light');

    // The current theme is "system", not "light", so the first press chooses light.
    await toggle(page).click();
    await expect.poll(() => storedItem(page, publicKey)).toBe('light');
    await expect(html).toContainClass('light');

    await toggle(page).click();
    await expect(html).toContainClass('dark');
    expect(await storedItem(page, publicKey)).toBe('dark');
  });

  test('a stored dark theme survives a reload, painted before any bundle runs', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await toggle(page).click();
    await toggle(page).click();
    await expect.poll(() => storedItem(page, publicKey)).toBe('dark');

    // With every bundle blocked, only the inline head script can set the class.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toContainClass('dark');
    await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(0);
  });

  test('a stored dark theme never shows light while the page loads', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((key) => window.localStorage.setItem(key, 'dark'), publicKey);
    await recordThemeClasses(page);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(toggle(page)).toBeVisible();

    const history = await recordedThemeClasses(page);
    expect(history.length).toBeGreaterThan(0);
    expect(history.filter((className) => !className.split(' ').includes('dark'))).toEqual([]);
  });
});

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`with the system theme ${colorScheme}`, () => {
    test.use({ colorScheme });

    test(`the public site defaults to ${colorScheme}`, async ({ page }) => {
      await gotoHydrated(page, '/');
      await expect(page.locator('html')).toContainClass(colorScheme);
      expect(await storedItem(page, publicKey)).toBeNull();
    });
  });
}

test.describe('admin theme', () => {
  test.use({ colorScheme: 'light' });

  test('follows the system under its own key, whatever the public site chose', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((key) => window.localStorage.setItem(key, 'dark'), publicKey);

    await gotoHydrated(page, '/admin');
    const html = page.locator('html');
    await expect(html).toContainClass('light');
    await page.waitForLoadState('networkidle');
    await expect(html).toContainClass('light');
    expect(await storedItem(page, adminKey)).toBeNull();

    // A choice made in the back office is its own (the first press chooses light, as on the
    // public site): the public one keeps its dark.
    await toggle(page).click();
    await expect.poll(() => storedItem(page, adminKey)).toBe('light');
    await expect(html).toContainClass('light');
    expect(await storedItem(page, publicKey)).toBe('dark');
    await toggle(page).click();
    await expect(html).toContainClass('dark');
    expect(await storedItem(page, adminKey)).toBe('dark');
  });
});
