import { expect, test, type Page } from '@playwright/test';
import { customersCopy } from '#app/features/admin/customers/customers-copy.ts';
import { personErasureCopy } from '#app/features/admin/kit/person-erasure-copy.ts';
import { commonCopy } from '#app/features/admin/kit/kit-copy.ts';
import { adminCustomerPath } from '#shared/admin-sections.ts';
import { signInAsOwner } from './admin-sign-in.ts';
import { payOnTestPage } from './offers-flow.ts';
import { e2eBaseUrl } from './web-server.ts';

const copy = personErasureCopy;
const themeKey = 'child-support-theme';

async function buyer(page: Page, email: string) {
  const created = await page.request.post('/api/create-payment', {
    headers: { Origin: e2eBaseUrl },
    data: {
      email,
      name: 'Robin Eraseme',
      address: '9 Willow Court',
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
      newsConsent: false,
    },
  });
  expect(created.status()).toBe(200);
  const { url } = (await created.json()) as { url: string };
  await page.goto(url);
  await payOnTestPage(page, '$47.00');
}

/** Both themes at a phone's and a desktop's width, `shoot` taking each picture. */
async function inEveryLook(page: Page, shoot: (look: string) => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: themeKey,
      value: theme,
    });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(`${width}-${theme}`);
    }
  }
  await page.evaluate((key) => localStorage.removeItem(key), themeKey);
}

test('an owner erases a buyer from their page after typing the address, and the page then shows nothing', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `erase.me.${Date.now()}@example.com`;
  await buyer(page, email);
  await signInAsOwner(page, adminCustomerPath(email));
  const section = page.getByRole('heading', { name: copy.title });
  await expect(section).toBeVisible();

  const erase = page.getByRole('button', { name: copy.button });
  const dialog = page.getByRole('alertdialog');
  await inEveryLook(page, async (look) => {
    await page.reload();
    await erase.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`erase-section-${look}.png`) });
    await erase.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(copy.confirmLabel).fill(email.slice(0, 5));
    await page.screenshot({ path: testInfo.outputPath(`erase-dialog-${look}.png`) });
    await dialog.getByRole('button', { name: commonCopy.cancel }).click();
  });

  await erase.click();
  const confirm = dialog.getByRole('button', { name: copy.confirm });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(copy.confirmLabel).fill(email.toUpperCase());
  await confirm.click();
  await expect(page.getByText(copy.erased.title)).toBeVisible();
  // Back on the list, which no longer knows the address; nor does the buyer's page.
  await expect(page.getByRole('heading', { name: customersCopy.title, level: 2 })).toBeVisible();
  await page.getByRole('searchbox', { name: customersCopy.searchLabel }).fill(email);
  await page.getByRole('button', { name: customersCopy.searchSubmit }).click();
  await expect(page.getByText(customersCopy.searchEmpty)).toBeVisible();
  await page.goto(adminCustomerPath(email));
  await expect(page.getByText('No one bought with this address.')).toBeVisible();
  await expect(page.getByRole('heading', { name: copy.title })).toHaveCount(0);
});
