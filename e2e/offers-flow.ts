import { expect, type Locator, type Page } from '@playwright/test';
import type { Email } from 'postal-mime';
import { adminApi } from '#shared/contracts/admin-api.ts';
import type { DiscountCodeInput } from '#shared/contracts/discount-codes.ts';

/** A code no earlier run or retry used: the codes stay in the server's database. */
export function freshCode(prefix: string): string {
  return `${prefix}-${Date.now().toString(36).toUpperCase()}`;
}

/** Fills the checkout's details as a buyer does; the pay button is left to the caller. */
export async function fillBuyerDetails(form: Locator, email: string): Promise<void> {
  await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Pat Parent');
  await form.getByRole('textbox', { name: 'Street Address' }).fill('2 Oak St');
  await form.getByRole('textbox', { name: 'City' }).fill('Dayton');
  await form.getByRole('combobox', { name: 'State' }).selectOption('OH');
  await form.getByRole('textbox', { name: 'ZIP Code' }).fill('45402');
}

/** Pays on the built-in test provider's page, which names the amount, and waits for the result. */
export async function payOnTestPage(page: Page, amount: string): Promise<void> {
  await expect(page.getByText('Test mode - no real charge.')).toBeVisible();
  await page.getByRole('button', { name: `Pay ${amount}`, exact: true }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_test_/);
}

/** Starts a checkout with a code through the API and pays it on the test page. */
export async function paidWithCode(
  page: Page,
  origin: string,
  { email, code, amount }: { email: string; code: string; amount: string },
): Promise<void> {
  const created = await page.request.post('/api/create-payment', {
    headers: { Origin: origin },
    data: {
      email,
      name: 'Pat Parent',
      address: '2 Oak St',
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
      code,
    },
  });
  expect(created.status()).toBe(200);
  const { url } = (await created.json()) as { url: string };
  await page.goto(url);
  await payOnTestPage(page, amount);
}

/** Creates a code as the signed-in owner, through the back office's API. */
export async function createCodeThroughApi(
  page: Page,
  origin: string,
  input: Partial<DiscountCodeInput> & Pick<DiscountCodeInput, 'code' | 'kind' | 'amount'>,
): Promise<void> {
  const created = await page.request.post(adminApi.discountCodes, {
    headers: { Origin: origin },
    data: input,
  });
  expect(created.ok(), await created.text()).toBe(true);
}

/** The first link in a mail's text that `pattern` matches (the pattern is the path part). */
export function linkIn(mail: Email, pattern: RegExp): string {
  const link = new RegExp(`https?://[^\\s/]+${pattern.source}`).exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no link matching ${pattern} in "${mail.subject ?? ''}"`);
  return link;
}
