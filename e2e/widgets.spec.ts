import { expect, test } from '@playwright/test';
import { exitIntentFlag } from '#app/features/exit-intent/watch-exit-intent.ts';
import { exitIntentCopy } from '#content/exit-intent.ts';
import { notices } from '#content/notices.ts';
import {
  gotoHydrated,
  leaveThroughTop,
  paintedOnTop,
  storedItem,
  waitForWidgets,
  watchForErrors,
} from './helpers.ts';
import { ownClient } from './own-client.ts';

test('the chat answers after typing for a moment, by keyword', async ({ page }) => {
  const errors = await watchForErrors(page);
  await gotoHydrated(page, '/blog');
  const launcher = await waitForWidgets(page);
  await launcher.click();

  const chat = page.getByRole('dialog', { name: 'Questions about the guide' });
  await expect(chat.getByText('Automated assistant', { exact: true })).toBeVisible();
  await expect(chat.getByText('Online', { exact: true })).toHaveCount(0);
  const input = chat.getByRole('textbox', { name: 'Your message' });
  await expect(input).toBeFocused();
  const send = chat.getByRole('button', { name: 'Send' });
  const log = chat.getByRole('log', { name: 'Chat messages' });
  await expect(log.getByRole('listitem')).toHaveCount(1);

  await input.fill('   ');
  await input.press('Enter');
  await expect(log.getByRole('listitem')).toHaveCount(1);

  await input.fill('How much does the guide cost?');
  const sentAt = Date.now();
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(log.getByText('How much does the guide cost?')).toBeVisible();
  await expect(chat.getByText('Assistant is typing...')).toBeVisible();
  await expect(send).toBeDisabled();

  const reply = log.getByText(/one-time payment of \$47/);
  await expect(reply).toBeVisible();
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1_400);
  await expect(chat.getByText('Assistant is typing...')).toBeHidden();
  await expect(send).toBeEnabled();
  await expect(reply.getByRole('link', { name: 'the checkout page' })).toHaveAttribute(
    'href',
    '/checkout',
  );

  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(launcher).toBeFocused();
  expect(errors).toEqual([]);
});

test('the exit popup opens when the mouse leaves through the top, subscribes, and never returns', async ({
  browser,
  baseURL,
}) => {
  // A reader of their own: the run's other sign-ups must not spend this one's hourly limit.
  const page = await browser.newPage({ baseURL, extraHTTPHeaders: ownClient() });
  await gotoHydrated(page, '/faq');
  await waitForWidgets(page);
  await leaveThroughTop(page);

  const popup = page.getByRole('dialog', { name: exitIntentCopy.title });
  await expect(popup).toBeVisible();
  expect(await storedItem(page, exitIntentFlag.key)).toBe(exitIntentFlag.value);

  // The page behind stays still while the popup is open.
  const scrolled = () => page.evaluate(() => scrollY);
  const still = await scrolled();
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await scrolled()).toBe(still);

  await popup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Email Required')).toBeVisible();
  // The notice stands above the popup's backdrop, not dimmed under it; looked at again until
  // its slide in ends, since a point taken mid-slide can fall beside it.
  const notice = page.getByRole('listitem').filter({ hasText: 'Email Required' });
  await expect.poll(() => paintedOnTop(notice)).toBe(true);
  await popup.getByRole('textbox', { name: 'Email Address' }).fill('exit.reader@example.com');
  await popup.getByRole('button', { name: 'Subscribe' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank you for subscribing!' });
  await expect(thanks).toBeVisible();
  await expect(page.getByText(notices.exitSubscribeSuccess.description)).toBeVisible();
  await expect(thanks.getByRole('link', { name: 'Get the guide for $47' })).toHaveAttribute(
    'href',
    '/checkout',
  );
  await thanks.getByRole('button', { name: 'Close' }).click();
  await expect(thanks).toBeHidden();
  await page.mouse.wheel(0, 600);
  await expect.poll(scrolled).toBeGreaterThan(still);

  await page.reload();
  await waitForWidgets(page);
  await leaveThroughTop(page);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.close();
});
