import type { Page } from '@playwright/test';
import { checkoutCopy } from '#content/checkout.ts';
import { discountCodeCopy } from '#content/discount-codes.ts';
import { measuredCode } from './money-pages.ts';

const labels = checkoutCopy.form.labels;

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.pressSequentially(text, { delay: 20 });
}

/**
 * A buyer filling in every field of the checkout by hand, found by the names a screen reader
 * reads: each text field clicked and typed into key by key, the state chosen in its select,
 * the news box ticked, a discount code typed. Nothing is sent.
 */
export async function typeIntoEveryCheckoutField(page: Page): Promise<void> {
  await typeInto(page, labels.email, 'typing.buyer@example.com');
  await typeInto(page, labels.name, 'Jordan Rivera');
  await typeInto(page, labels.address, '12 Main Street');
  await typeInto(page, labels.city, 'Austin');
  const state = page.getByRole('combobox', { name: labels.state, exact: true });
  await state.focus();
  await state.selectOption('TX');
  await typeInto(page, labels.zip, '78701');
  await page.getByRole('checkbox', { name: checkoutCopy.form.newsConsent }).click();
  await typeInto(page, discountCodeCopy.label, measuredCode);
}
