import { expect, test, type Page } from '@playwright/test';
import { adminAccount } from './admin-account.ts';
import { sectionNav, signIn, signInAsOwner } from './admin-sign-in.ts';
import { newestMailTo } from './mail.ts';
import { paidDownloadPath } from './purchase-flow.ts';

/** The order path a buyer's row in the Orders search links to. */
async function orderLinkOf(page: Page, buyer: string): Promise<string> {
  await page.getByLabel('E-mail, name or order id').fill(buyer);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('link', { name: new RegExp(buyer.replace(/\./g, '\\.')) }).first();
  const href = await row.getAttribute('href');
  if (!href) throw new Error(`no order row for ${buyer}`);
  return new URL(href, page.url()).pathname;
}

/** The value a figure's term gives in a list of terms (the Orders totals, Overview's periods). */
const figure = (scope: ReturnType<Page['locator']>, term: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=..')
    .locator('dd')
    .first();

/** The net revenue each view shows, read in one pass. */
async function netRevenueEverywhere(page: Page) {
  await page.goto('/admin/orders');
  const orders = await figure(page.locator('main'), 'Total Revenue').innerText();
  await page.goto('/admin');
  const today = page.getByRole('region', { name: 'Today' });
  const overview = (await figure(today, 'Net revenue').innerText()).split(/\s/)[0];
  await page.goto('/admin/analytics');
  const revenue = page.getByRole('region', { name: 'Revenue', exact: true });
  // The card shows its title alone until the figures arrive.
  await expect(revenue).toContainText('$');
  const analytics = await revenue.innerText();
  return { orders, overview, analytics };
}

test.describe('a seller on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reaches Orders in one tap, opens an order from a pasted link, refunds it, and every view agrees on net revenue', async ({
    page,
    baseURL,
  }) => {
    const buyer = `agree.${Date.now()}@example.com`;
    await paidDownloadPath(page, baseURL ?? '', buyer);

    await signInAsOwner(page);
    await sectionNav(page).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const orderPath = await orderLinkOf(page, buyer);
    expect(orderPath).toMatch(/^\/admin\/orders\/ord_/);

    // The link pasted into another tab of the same signed-in browser.
    const pasted = await page.context().newPage();
    await pasted.goto(orderPath);
    const detail = pasted.getByRole('dialog');
    await expect(detail.getByText(buyer).first()).toBeVisible();
    await detail.getByRole('button', { name: 'Refund', exact: true }).click();
    await pasted.getByRole('alertdialog').getByRole('button', { name: 'Refund order' }).click();
    await expect(detail.getByText('Refunded').first()).toBeVisible();
    await pasted.close();

    // Analytics follows at its next flush: read until the three agree.
    await expect(async () => {
      const { orders, overview, analytics } = await netRevenueEverywhere(page);
      expect(overview).toBe(orders);
      expect(analytics).toContain(orders);
    }).toPass({ timeout: 30_000 });

    const horizontal = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(horizontal).toBeLessThanOrEqual(0);
  });
});

test('a sale mails the owner, with the amount, the buyer and a link to the order', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const buyer = `alert.${Date.now()}@example.com`;
  await paidDownloadPath(page, baseURL ?? '', buyer);
  // Sale alerts are due 30 s after the buyer's own mail.
  const alert = await newestMailTo(adminAccount.email, {
    matches: (mail) => (mail.text ?? '').includes(buyer),
    timeout: 75_000,
  });
  expect(alert.subject).toMatch(/^New sale: \$47\.00/);
  expect(alert.text).toMatch(/\/admin\/orders\/ord_[\w-]+/);
});

test('a support admin cannot open Content or Team, in the back office or through the API', async ({
  browser,
  page,
}) => {
  const support = { email: `support.${Date.now()}@example.com`, password: 'support password 2026' };
  await signInAsOwner(page, '/admin/team');
  await page.getByLabel('User email').fill(support.email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('support');
  await page.getByRole('button', { name: 'Grant Admin Role' }).click();
  await expect(page.getByText(`Admin privileges granted to ${support.email}`)).toBeVisible();

  const invitation = (await newestMailTo(support.email)).text ?? '';
  expect(invitation).toContain(adminAccount.email);
  expect(invitation).toMatch(/Support/);
  const link = /https?:\/\/\S+\/admin\/set-password\?token=[\w-]+/.exec(invitation)?.[0];
  const staff = await browser.newPage();
  await staff.goto(link ?? '');
  await staff.getByLabel('New password', { exact: true }).fill(support.password);
  await staff.getByLabel('Repeat the new password').fill(support.password);
  await staff.getByRole('button', { name: 'Set password' }).click();
  await expect(staff.getByRole('heading', { name: 'Your password is set' })).toBeVisible();

  await signIn(staff, support);
  // Overview is the owners': support lands on Orders.
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(staff).toHaveURL(/\/admin\/orders$/);
  for (const hidden of ['Content', 'Team and security', 'Analytics', 'Overview'])
    await expect(sectionNav(staff).getByRole('link', { name: hidden })).toHaveCount(0);

  for (const address of ['/admin/content', '/admin/team']) {
    await staff.goto(address);
    await expect(staff.getByText('Not available to your role')).toBeVisible();
  }

  const answers = await staff.evaluate(async () => {
    const status = async (path: string, init?: RequestInit) => (await fetch(path, init)).status;
    return {
      settings: await status('/api/admin/settings'),
      team: await status('/api/admin/admins'),
      grant: await status('/api/admin/admins', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com', role: 'owner' }),
      }),
      orders: await status('/api/admin/orders'),
    };
  });
  expect(answers).toEqual({ settings: 403, team: 403, grant: 403, orders: 200 });
  await staff.close();
});
