import { expect, test } from '@playwright/test';
import { fetchAhead, gotoHydrated, openedFromPrefetch } from './helpers.ts';

test('a header link opens its page at once: the page was fetched while the pointer rested on the link', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const faq = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'FAQ', exact: true });
  const fetched = fetchAhead(page, '/faq');
  await faq.hover();
  await fetched;

  await faq.click();

  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  expect(await openedFromPrefetch(page)).toBe(true);
});
