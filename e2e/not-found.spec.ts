import { expect, test } from '@playwright/test';
import { waitForHydration, watchForErrors } from './helpers.ts';

const missingPath = '/this-does-not-exist';

test('an unknown path answers 404 with a way back home', async ({ page }) => {
  const errors = await watchForErrors(page);
  const response = await page.goto(missingPath);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  // The page reports the path, so a broken link shows up in the browser's console.
  await expect.poll(() => errors.filter((line) => line.includes(missingPath))).not.toHaveLength(0);

  const homeLink = page.getByRole('link', { name: 'Return to Home' });
  await expect(homeLink).toHaveAttribute('href', '/');
  await homeLink.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Challenge Your Administrative Child Support Order Before Enforcement Starts',
  );
});
