import { expect, test } from '@playwright/test';
import { fetchAhead, gotoHydrated, openedFromPrefetch } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the mobile menu opens, opens the page fetched on intent and closes', async ({ page }) => {
  await gotoHydrated(page, '/');
  const mainNav = page.getByRole('navigation', { name: 'Main', includeHidden: true });
  await expect(mainNav).toBeAttached();
  await expect(mainNav).toBeHidden();

  const openButton = page.getByRole('button', { name: 'Open menu' });
  await expect(openButton).toHaveAttribute('aria-expanded', 'false');
  await openButton.click();

  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobileNav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  const faq = mobileNav.getByRole('link', { name: 'FAQ', exact: true });
  const fetched = fetchAhead(page, '/faq');
  await faq.hover();
  await fetched;
  await faq.click();

  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await expect(mobileNav).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(await openedFromPrefetch(page)).toBe(true);
});

test('on a phone the header keeps the brand on one line and leaves Get Started to the menu', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Get Started' })).toBeHidden();
  const brand = header.getByRole('link', { name: 'Child Support Defense' });
  const box = await brand.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(32);
});

test('on a phone the menu and footer links are 44 px touch targets', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const heights = (area: string) =>
    page
      .getByRole(area === 'footer' ? 'contentinfo' : 'navigation', {
        name: area === 'footer' ? undefined : area,
      })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
  for (const area of ['Mobile', 'footer']) {
    const tall = await heights(area);
    expect(tall.length).toBeGreaterThan(3);
    for (const height of tall) expect(height).toBeGreaterThanOrEqual(44);
  }
});
