import { expect, test } from '@playwright/test';
import { discountCodeCookieName } from '#shared/discount-code-cookie.ts';
import { fetchAhead, gotoHydrated } from './helpers.ts';

test('links the rules leave out are never fetched ahead: a campaign code is kept only on a click', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/faq');
  const fetchedAhead: string[] = [];
  page.on('request', (request) => {
    if ((request.headers()['sec-purpose'] ?? '').startsWith('prefetch'))
      fetchedAhead.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  // Links a page could carry: a campaign's, the back office's, a mailed sign-in link's.
  await page.evaluate(() => {
    for (const href of ['/checkout?code=SAVE10', '/admin', '/library/sign-in/secret', '/terms']) {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = `Go to ${href}`;
      document.querySelector('main')?.prepend(link, document.createElement('br'));
    }
  });
  const terms = fetchAhead(page, '/terms');
  for (const href of ['/checkout?code=SAVE10', '/admin', '/library/sign-in/secret', '/terms'])
    await page.getByRole('link', { name: `Go to ${href}` }).hover();
  await terms;

  expect(fetchedAhead).toEqual(['/terms']);
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain(discountCodeCookieName);
});

test('without Speculation Rules, the fallback island fetches a link ahead on intent', async ({
  page,
}) => {
  await page.addInitScript(() => {
    HTMLScriptElement.supports = () => false;
  });
  await gotoHydrated(page, '/faq');
  const footerTerms = page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Terms & Conditions', exact: true });
  // The island loads once the page is idle; focus is intent, as a keyboard user shows it.
  await expect(async () => {
    await footerTerms.blur();
    await footerTerms.focus();
    await expect(page.locator('head link[rel="prefetch"][href$="/terms"]')).toHaveCount(1, {
      timeout: 1_000,
    });
  }).toPass();
});
