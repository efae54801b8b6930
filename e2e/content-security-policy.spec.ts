import { expect, test } from '@playwright/test';
import { gotoHydrated, watchForErrors } from './helpers.ts';

const smuggledFlag = '__e2eSmuggledScriptRan';

test('the page runs its own inline scripts, hydrates, and keeps no nonce', async ({ page }) => {
  const errors = await watchForErrors(page);
  const response = await gotoHydrated(page, '/');
  const csp = (await response?.headerValue('content-security-policy')) ?? '';
  // The theme script ran before first paint: <html> carries the theme it chose.
  await expect(page.locator('html')).toHaveClass(/\b(light|dark)\b/);
  expect(csp).not.toContain("'nonce-");
  expect(await page.locator('[nonce]').count()).toBe(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('an inline script that is not ours is refused, and the page still hydrates', async ({
  page,
}) => {
  const errors = await watchForErrors(page);
  // Stands in for markup smuggled into content: the page as served, one script added.
  await page.route('/', async (route) => {
    const served = await route.fetch();
    const html = (await served.text()).replace(
      '</body>',
      `<script>window.${smuggledFlag} = true</script></body>`,
    );
    await route.fulfill({ response: served, body: html });
  });
  await gotoHydrated(page, '/');
  expect(await page.evaluate((flag) => Reflect.get(window, flag) === true, smuggledFlag)).toBe(
    false,
  );
  expect(errors.some((line) => line.includes('CSP violation: script-src'))).toBe(true);
  // Nothing else went wrong: the page's own scripts all ran, hydration included.
  expect(errors.filter((line) => !/Content Security Policy|CSP violation/.test(line))).toEqual([]);
});
