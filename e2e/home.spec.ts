import { expect, test } from '@playwright/test';
import { gotoHydrated, watchForErrors } from './helpers.ts';

test('the home page loads and hydrates without errors', async ({ page }) => {
  const errors = await watchForErrors(page);
  const response = await gotoHydrated(page, '/');
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the header links to every main page and to checkout', async ({ page }) => {
  await gotoHydrated(page, '/');
  const header = page.getByRole('banner');
  const mainNav = header.getByRole('navigation', { name: 'Main' });
  const expected = [
    ['Home', '/'],
    ['Blog', '/blog'],
    ['Quick Answers', '/quick-answers'],
    ['FAQ', '/faq'],
    ['Legal Notice', '/legal-notice'],
    ['Terms', '/terms'],
    ['Privacy', '/privacy'],
  ] as const;
  for (const [name, href] of expected) {
    await expect(mainNav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(header.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute(
    'href',
    '/checkout',
  );
});

test('the footer shows the current year and the support e-mail', async ({ page }) => {
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  const email = 'support@childsupportdefense.example';
  await expect(footer.getByRole('link', { name: email })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
});
