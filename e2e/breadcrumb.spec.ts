import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

test('the FAQ page shows a breadcrumb from Home to the current page', async ({ page }) => {
  await gotoHydrated(page, '/faq');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'FAQ']);

  await expect(breadcrumb.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
    'href',
    '/',
  );
  const current = breadcrumb.getByText('FAQ', { exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(breadcrumb.getByRole('link', { name: 'FAQ' })).toHaveCount(0);
});

test('the home page has no breadcrumb', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb', includeHidden: true }),
  ).toHaveCount(0);
});
