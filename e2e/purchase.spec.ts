import { expect, test } from '@playwright/test';
import { gotoHydrated, watchForErrors } from './helpers.ts';
import { ownClient } from './own-client.ts';
import { paidDownloadPath } from './purchase-flow.ts';

test('a whole purchase: red fields, the test payment page, the result page and the PDF', async ({
  page,
}) => {
  const errors = await watchForErrors(page);
  await gotoHydrated(page, '/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure Checkout');

  const form = page.getByRole('region', { name: 'Your Details' });
  const pay = form.getByRole('button', { name: 'Get Instant Access - Pay $47' });
  await pay.click();
  await expect(page.getByText('Required Fields Missing')).toBeVisible();
  const email = form.getByRole('textbox', { name: 'Email Address' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();

  await email.fill('browser.buyer@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await form.getByRole('textbox', { name: 'Full Name' }).fill('John Smith');
  await form.getByRole('textbox', { name: 'Street Address' }).fill('1 Main St');
  await form.getByRole('textbox', { name: 'City' }).fill('Austin');
  await form.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await form.getByRole('textbox', { name: 'ZIP Code' }).fill('73301');
  await pay.click();

  // The built-in test provider's hosted page, on our own server.
  await expect(page.getByText('Test mode - no real charge.')).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$47\.00$/ }).click();

  await expect(page).toHaveURL(/\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The success notice, once.
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem'),
  ).toHaveText([/Your guide has been sent to your email address\./]);
  await expect(page.getByText('browser.buyer@example.com').first()).toBeVisible();

  // The result page's button hands over the file itself, and the page stays.
  const resultUrl = page.url();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download your guide now' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('child-support-defense-guide.pdf');
  expect(await download.failure()).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
  expect(page.url()).toBe(resultUrl);
  expect(errors).toEqual([]);
});

test('the download page counts a download down as it starts the file, without scripts', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
  const page = await context.newPage();
  const downloadPath = await paidDownloadPath(page, baseURL ?? '', 'page.buyer@example.com');

  await page.goto(downloadPath);
  await expect(page.getByText('This link allows 5 more downloads')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('child-support-defense-guide.pdf');
  expect(await download.failure()).toBeNull();
  await expect(page.getByRole('status')).toContainText('Your download has started.');
  await expect(page.getByText('This link allows 4 more downloads')).toBeVisible();

  // Seen again later, the page still shows what is left.
  await page.goto(downloadPath);
  await expect(page.getByText('This link allows 4 more downloads')).toBeVisible();
  await context.close();
});

test('the newsletter and contact boxes show their busy texts and success notices', async ({
  browser,
  baseURL,
}) => {
  // A visitor of their own: the run's other sign-ups and messages share the hourly limits.
  const page = await browser.newPage({ baseURL, extraHTTPHeaders: ownClient() });
  await gotoHydrated(page, '/newsletter');
  const newsletter = page.getByRole('region', { name: 'Stay Updated' });
  await newsletter.getByRole('textbox').fill('newsletter.reader@example.com');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscription Successful!')).toBeVisible();
  await expect(newsletter.getByRole('textbox')).toHaveValue('');

  // The contact box is the FAQ's: the checkout carries no form below its pay button.
  await gotoHydrated(page, '/faq');
  const contact = page.getByRole('region', { name: 'Contact Us' });
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Required Fields Missing')).toBeVisible();
  await contact.getByRole('textbox', { name: /Name/ }).fill('Sam Parent');
  await contact.getByRole('textbox', { name: /Email/ }).fill('sam.parent@example.com');
  await contact.getByRole('textbox', { name: /Message/ }).fill('Does the guide cover Ohio?');
  await page.route('**/faq', async (route) => {
    // The box posts to the page's action: hold that post a moment so the busy state can be
    // seen, then let it through to the server.
    if (route.request().method() !== 'POST') return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect(contact.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  await page.close();
});

test('the result page is served in the verifying state', async ({ page }) => {
  const response = await page.request.get('/success?session_id=cs_e2e_2');
  const html = await response.text();
  expect(html).toContain('Verifying Your Payment...');
  expect(html).not.toContain('Payment Successful!');
});

test('the result page fails at once without a session id, without a notice', async ({ page }) => {
  const errors = await watchForErrors(page);
  let verifyCalls = 0;
  await page.route('**/api/verify-payment', (route) => {
    verifyCalls += 1;
    return route.abort();
  });
  await gotoHydrated(page, '/success');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Verification Failed');
  await expect(page.getByRole('link', { name: 'Return to Checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-toast]')).toHaveCount(0);
  expect(verifyCalls).toBe(0);
  expect(errors).toEqual([]);
});
