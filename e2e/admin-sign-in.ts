import { expect, type Page } from '@playwright/test';
import { shellCopy } from '#app/features/admin/shell/shell-copy.ts';
import { adminAccount } from './admin-account.ts';
import { gotoHydrated } from './helpers.ts';

/** The back office's navigation, one link per section the admin may open. */
export const sectionNav = (page: Page) =>
  page.getByRole('navigation', { name: shellCopy.navLabel });

/** Opens a section from the navigation and waits for its heading. */
export async function openSection(page: Page, name: string) {
  await sectionNav(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

/**
 * Signs in on the back office's card, as a person would: the fields, then Enter. The card
 * shows at any back office address; signing in stays there.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  path = '/admin',
) {
  await gotoHydrated(page, path);
  await expect(page.getByText('Admin Access Required')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('textbox', { name: 'Password' }).press('Enter');
}

/** Signs in as the server's first admin, at `path`, and waits for the dashboard. */
export async function signInAsOwner(page: Page, path?: string) {
  await signIn(page, adminAccount, path);
  await expect(page.getByText('Successfully signed in')).toBeVisible();
  await expect(page.getByText(adminAccount.email).first()).toBeVisible();
}
