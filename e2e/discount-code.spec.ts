import { expect, test, type Browser, type Page } from '@playwright/test';
import { discountCodeCopy } from '#content/discount-codes.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { signInAsOwner } from './admin-sign-in.ts';
import { gotoHydrated } from './helpers.ts';
import { ownClient } from './own-client.ts';

/** A 20% code made by the owner in the back office's API: 20% of $47 is $9.40. */
async function createCode(browser: Browser, baseURL: string, code: string) {
  // The back office needs scripts, whatever the buyer's page runs with.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const owner = await context.newPage();
  await signInAsOwner(owner);
  const created = await owner.request.post(adminApi.discountCodes, {
    data: { code, kind: 'percent', amount: 20, active: true },
    headers: { Origin: baseURL },
  });
  expect(created.status()).toBe(201);
  await context.close();
}

async function fillCheckout(page: Page) {
  const form = page.getByRole('region', { name: 'Your Details' });
  await form.getByRole('textbox', { name: 'Email Address' }).fill('code.buyer@example.com');
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Cody Saver');
  await form.getByRole('textbox', { name: 'Street Address' }).fill('5 Sale St');
  await form.getByRole('textbox', { name: 'City' }).fill('Austin');
  await form.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await form.getByRole('textbox', { name: 'ZIP Code' }).fill('73301');
  return form;
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: ownClient() });

  test('a typed code is applied by a plain form, refused ones shown on the field, and the applied one is charged', async ({
    page,
    browser,
    baseURL,
  }) => {
    await createCode(browser, baseURL ?? '', 'NOJS20');
    await page.goto('/checkout');
    const field = summary(page).getByRole('textbox', { name: discountCodeCopy.label });
    await field.fill('nosuch');
    await summary(page).getByRole('button', { name: discountCodeCopy.apply }).click();
    await expect(page).toHaveURL('/checkout?code=nosuch');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(summary(page).getByText(discountCodeCopy.refusals.unknown)).toBeVisible();

    await field.fill('nojs20');
    await summary(page).getByRole('button', { name: discountCodeCopy.apply }).click();
    await expect(page).toHaveURL('/checkout?code=nojs20');
    await expect(summary(page).getByText('Discount (NOJS20)')).toBeVisible();
    await expect(summary(page).getByText('\u2212$9.40')).toBeVisible();
    await expect(summary(page).getByText('$37.60')).toBeVisible();

    const form = await fillCheckout(page);
    await form.getByRole('button', { name: /Get Instant Access/ }).click();
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
    await expect(page.getByRole('button', { name: /^Pay \$37\.60$/ })).toBeVisible();
  });
});

test('a campaign link keeps its code to the checkout, where it can be removed', async ({
  page,
  browser,
  baseURL,
}) => {
  await createCode(browser, baseURL ?? '', 'CAMPAIGN20');
  await page.goto('/?code=campaign20');
  await gotoHydrated(page, '/checkout');
  await expect(page).toHaveURL('/checkout?code=CAMPAIGN20');
  await expect(summary(page).getByText('Discount (CAMPAIGN20)')).toBeVisible();
  await expect(summary(page).getByText('$37.60')).toBeVisible();

  await summary(page).getByRole('button', { name: discountCodeCopy.remove }).click();
  const field = summary(page).getByRole('textbox', { name: discountCodeCopy.label });
  await expect(field).toHaveValue('');
  await expect(summary(page).getByText('$47.00').first()).toBeVisible();
  // The cookie is gone: the plain checkout no longer brings the code back.
  await gotoHydrated(page, '/checkout');
  await expect(page).toHaveURL('/checkout');
  await expect(summary(page).getByText(/^Discount \(/)).toHaveCount(0);

  // With scripts, Apply prices the code without reloading the page.
  await field.fill('campaign20');
  await summary(page).getByRole('button', { name: discountCodeCopy.apply }).click();
  await expect(summary(page).getByText('Discount (CAMPAIGN20)')).toBeVisible();
});
