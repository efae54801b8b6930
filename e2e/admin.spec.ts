import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminSectionIds } from '#shared/admin-sections.ts';
import { openSection, sectionNav, signIn, signInAsOwner } from './admin-sign-in.ts';
import { gotoHydrated, watchForErrors } from './helpers.ts';
import { newestMailTo } from './mail.ts';
import { paidDownloadPath } from './purchase-flow.ts';

test('an admin finds the order of a purchase, refunds it, and its download link stops', async ({
  page,
  baseURL,
}) => {
  const buyer = `refund.${Date.now()}@example.com`;
  const downloadPath = await paidDownloadPath(page, baseURL ?? '', buyer);
  const errors = await watchForErrors(page);

  await signInAsOwner(page);
  await openSection(page, 'Orders');
  await page.getByLabel('E-mail, name or order id').fill(buyer);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('link', { name: new RegExp(buyer.replace(/\./g, '\\.')) })
    .first()
    .click();

  const detail = page.getByRole('dialog');
  await expect(detail.getByText('Completed').first()).toBeVisible();
  await detail.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Refund order' }).click();
  await expect(detail.getByText('Refunded').first()).toBeVisible();

  const download = await page.request.post(downloadPath, { headers: { Origin: baseURL ?? '' } });
  expect(download.status()).toBe(410);
  // The one 401 is the session check before signing in: the browser logs every 4xx answer.
  expect(errors.filter((line) => !line.includes('status of 401'))).toEqual([]);
});

test('the orders export downloads from its own link, which the cross-site check lets through', async ({
  page,
}) => {
  await signInAsOwner(page, '/admin/orders');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await download.failure()).toBeNull();
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toMatch(/^\uFEFFOrder ID,Created,Status,/);
});

test('signing out in one tab returns the other tab to the sign-in card', async ({ context }) => {
  const first = await context.newPage();
  await signInAsOwner(first);
  const second = await context.newPage();
  await gotoHydrated(second, '/admin/messages');
  await expect(second.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  await first.getByRole('button', { name: 'Sign Out' }).click();
  await expect(first.getByText('You have been signed out')).toBeVisible();
  await expect(second.getByText('Admin Access Required')).toBeVisible();
});

test('an invited admin sets a password; once revoked, signing in is refused', async ({
  browser,
  page,
}) => {
  const invitee = { email: `invitee.${Date.now()}@example.com`, password: 'invitee password 2026' };
  await signInAsOwner(page);
  await openSection(page, 'Team and security');
  await page.getByLabel('User email').fill(invitee.email);
  await page.getByRole('button', { name: 'Grant Admin Role' }).click();
  await expect(page.getByText(`Admin privileges granted to ${invitee.email}`)).toBeVisible();

  const link = /https?:\/\/\S+\/admin\/set-password\?token=[\w-]+/.exec(
    (await newestMailTo(invitee.email)).text ?? '',
  )?.[0];
  expect(link).toBeDefined();
  const invited = await browser.newPage();
  await invited.goto(link ?? '');
  await invited.getByLabel('New password', { exact: true }).fill(invitee.password);
  await invited.getByLabel('Repeat the new password').fill(invitee.password);
  await invited.getByRole('button', { name: 'Set password' }).click();
  await expect(invited.getByRole('heading', { name: 'Your password is set' })).toBeVisible();

  await page.getByRole('button', { name: `Revoke the admin role of ${invitee.email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke role' }).click();
  await expect(
    page.getByRole('button', { name: `Revoke the admin role of ${invitee.email}` }),
  ).toHaveCount(0);

  // Revoking took the password: it is now refused like any wrong one.
  await signIn(invited, invitee);
  await expect(invited.getByText('The email address or password is not right.')).toBeVisible();
  await expect(invited.getByText('Admin Access Required')).toBeVisible();
  await invited.close();
});

test('a deep link signed out signs in where it points, and the address follows the navigation', async ({
  page,
}) => {
  await signInAsOwner(page, '/admin/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
  await expect(page).toHaveTitle('Subscribers · Admin Dashboard');

  await openSection(page, 'Messages');
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page).toHaveTitle('Messages · Admin Dashboard');
  await expect(sectionNav(page).getByRole('link', { name: 'Messages' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  // A reload keeps the place.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every section is one tap away and none scrolls the page sideways', async ({ page }) => {
    await signInAsOwner(page);
    const links = sectionNav(page).getByRole('link');
    const names = await links.allTextContents();
    expect(names).toHaveLength(adminSectionIds.length);
    for (const name of names) {
      await openSection(page, name);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
