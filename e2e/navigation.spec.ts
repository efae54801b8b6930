import { expect, test } from '@playwright/test';
import { gotoHydrated, isSameDocument, markDocument } from './helpers.ts';

test('header links navigate client-side, without reloading the document', async ({ page }) => {
  await gotoHydrated(page, '/');
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests.push(request.url());
  });
  await markDocument(page);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'FAQ', exact: true })
    .click();

  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  expect(await isSameDocument(page)).toBe(true);
  expect(documentRequests).toEqual([]);
});
