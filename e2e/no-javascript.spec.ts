import { expect, test, type Page } from '@playwright/test';
import { ownClient } from './own-client.ts';

// Before scripts run, or where they never do, every form still works: it posts, and
// nothing anyone typed ends up in an address (history, logs, referrers).
// Its sign-ups, messages and checkouts are one visitor's, apart from the rest of the run's.
test.use({ javaScriptEnabled: false, extraHTTPHeaders: ownClient() });

/** Every address the page asks for from now on. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function fillCheckout(page: Page, email: string) {
  const form = page.getByRole('region', { name: 'Your Details' });
  await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Nora Script');
  await form.getByRole('textbox', { name: 'Street Address' }).fill('9 Quiet Lane');
  await form.getByRole('textbox', { name: 'City' }).fill('Austin');
  await form.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await form.getByRole('textbox', { name: 'ZIP Code' }).fill('73301');
  return form;
}

test('buys the guide with JavaScript off: checkout, test payment page, paid order, download', async ({
  page,
  baseURL,
}) => {
  const urls = watchUrls(page);
  await page.goto('/checkout');
  const form = await fillCheckout(page, 'nojs.buyer@example.com');
  await form.getByRole('button', { name: /Get Instant Access/ }).click();

  // The post answered with a redirect to the payment provider's page.
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await expect(page.getByText('Test mode - no real charge.')).toBeVisible();
  await expect(page.getByText('nojs.buyer@example.com')).toBeVisible();
  const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('button', { name: /^Pay \$47\.00$/ }).click();

  // The result page verifies in the browser; without scripts it can only say it is verifying.
  await expect(page).toHaveURL(`/success?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verifying Your Payment...');

  // The order is paid all the same: the provider's word, through the API the page would call.
  const verified = await page.request.post('/api/verify-payment', {
    data: { session_id: sessionId },
    headers: { Origin: baseURL ?? '' },
  });
  const result = (await verified.json()) as { success: boolean; download_url?: string };
  expect(result).toMatchObject({ success: true, customer_email: 'nojs.buyer@example.com' });

  // The download page is scriptless too: the guide arrives with JavaScript off.
  await page.goto(result.download_url ?? '');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('child-support-defense-guide.pdf');

  for (const url of urls) {
    expect(url).not.toContain('nojs.buyer');
    expect(url).not.toContain('Quiet');
  }
});

test('a checkout with a bad e-mail comes back with the error and everything typed', async ({
  page,
}) => {
  await page.goto('/checkout');
  const form = await fillCheckout(page, 'nora@');
  await form.getByRole('button', { name: /Get Instant Access/ }).click();

  await expect(page).toHaveURL('/checkout');
  await expect(form.getByRole('alert')).toContainText('Please Check Your Details');
  const email = form.getByRole('textbox', { name: 'Email Address' });
  await expect(email).toHaveValue('nora@');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Nora Script');
  await expect(form.getByRole('textbox', { name: 'Street Address' })).toHaveValue('9 Quiet Lane');
  await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('TX');
  await expect(form.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('73301');
});

test('the newsletter and contact boxes post with JavaScript off, keeping addresses out of URLs', async ({
  page,
}) => {
  const urls = watchUrls(page);
  await page.goto('/newsletter');
  const newsletter = page.getByRole('region', { name: 'Stay Updated' });
  await newsletter.getByRole('textbox', { name: 'Email Address' }).fill('nojs.reader@example.com');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL('/newsletter');
  await expect(newsletter.getByRole('status')).toContainText('Subscription Successful!');
  await expect(newsletter.getByRole('textbox', { name: 'Email Address' })).toHaveValue('');

  // The contact box is the FAQ's: the checkout carries no form below its pay button.
  await page.goto('/faq');
  const contact = page.getByRole('region', { name: 'Contact Us' });
  await contact.getByRole('textbox', { name: 'Name' }).fill('Sam Noscript');
  await contact.getByRole('textbox', { name: 'Email Address' }).fill('nojs.sam@example.com');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  // The message was left empty: the box comes back red, with what was typed.
  await expect(contact.getByRole('alert')).toContainText('Required Fields Missing');
  await expect(contact.getByRole('textbox', { name: 'Name' })).toHaveValue('Sam Noscript');
  await expect(contact.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await contact.getByRole('textbox', { name: 'Message' }).fill('Does the guide cover Ohio?');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('status')).toContainText('Message Sent!');

  for (const url of urls) {
    expect(url).not.toContain('nojs.');
    expect(url).not.toContain('Noscript');
  }
});

test('answers to form posts are never kept by any cache', async ({ page, baseURL }) => {
  const response = await page.request.post('/newsletter', {
    form: { intent: 'subscribe', email: 'nojs.cache@example.com' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
});
