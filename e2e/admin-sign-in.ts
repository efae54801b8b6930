import { expect, type Page } from '@playwright/test';
import { adminAccount } from './admin-account.ts';
import { gotoHydrated } from './helpers.ts';

/** Signs in on the back office's card, as a person would: the fields, then Enter. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await gotoHydrated(page, '/admin');
  await expect(page.getByText('Admin Access Required')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('textbox', { name: 'Password' }).press('Enter');
}

/** Signs in as the server's first admin and waits for the dashboard. */
export async function signInAsOwner(page: Page) {
  await signIn(page, adminAccount);
  await expect(page.getByText('Successfully signed in')).toBeVisible();
  await expect(page.getByText(adminAccount.email).first()).toBeVisible();
}
