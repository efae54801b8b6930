import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Email } from 'postal-mime';
import PostalMime from 'postal-mime';
import { adminCopy } from '#content/admin-copy.ts';
import { adminAccount } from './admin-account.ts';
import { signInAsOwner } from './admin-sign-in.ts';
import { confirmedSubscriber, newestMailTo } from './mail.ts';

const copy = adminCopy.mail;
const reader = 'broadcast.reader@example.com';
const themeKey = 'child-support-theme';
/** What every marketing mail ends with (server/config/operator.ts, the sample the e2e server uses). */
const postalAddress = 'PO Box 0000, Austin, TX 78701 (sample address)';

const header = (mail: Email, name: string) =>
  mail.headers.find((entry) => entry.key === name.toLowerCase())?.value;

/** Each width and theme, as the issue asks to see the composer and the report. */
async function screenshots(page: Page, name: string, outputPath: (file: string) => string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: themeKey,
      value: theme,
    });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: adminCopy.sections.mail }),
      ).toBeVisible();
      await page.screenshot({ path: outputPath(`${name}-${width}-${theme}.png`), fullPage: true });
    }
  }
  await page.evaluate((key) => localStorage.removeItem(key), themeKey);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The mail as a reader's client shows it, at a phone's and a desktop's width, in both schemes. */
async function receivedScreenshots(page: Page, html: string, outputPath: (file: string) => string) {
  const reader = await page.context().newPage();
  for (const scheme of ['light', 'dark'] as const) {
    await reader.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1366]) {
      await reader.setViewportSize({ width, height: 900 });
      await reader.setContent(html);
      await reader.screenshot({
        path: outputPath(`received-${width}-${scheme}.png`),
        fullPage: true,
      });
    }
  }
  await reader.close();
}

test('compose, preview, test, schedule and read the broadcast with its unsubscribe headers', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await confirmedSubscriber(page, reader);
  const subject = `News ${Date.now()}`;

  await signInAsOwner(page, '/admin/mail/new');
  await page.getByLabel(copy.composer.subject).fill(subject);
  await page.getByLabel(copy.composer.body).fill('# The deadlines\n\nRead **this** first.');
  await page.getByRole('button', { name: copy.composer.preview }).click();
  const frame = page.frameLocator(`iframe[title="${copy.preview.frameTitle}"]`);
  await expect(frame.getByText('Read this first.')).toBeVisible();

  await page.getByRole('button', { name: copy.composer.test }).click();
  await expect(page).toHaveURL(/\/admin\/mail\/\d+$/);
  const testMail = await newestMailTo(adminAccount.email, {
    matches: (mail) => mail.subject === `[Test] ${subject}`,
  });
  expect(testMail.html).toContain('The deadlines');
  await screenshots(page, 'composer', (file) => testInfo.outputPath(file));

  // Scheduled a few seconds ahead (seconds are a valid datetime-local value): the server's
  // scheduler, every 5 s, starts it then, and the report asks again until its badge says Sent.
  const sendAt = await page.evaluate(() => {
    const at = new Date(Date.now() + 8000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
  });
  await page.getByLabel(copy.composer.sendAt).fill(sendAt);
  await page.getByRole('button', { name: copy.composer.schedule }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Send to 1 address?');
  await dialog.getByRole('button', { name: copy.composer.confirm }).click();
  await expect(page.locator('span', { hasText: /^Scheduled$/ })).toBeVisible();
  await expect(page.locator('span', { hasText: /^Sent$/ })).toBeVisible({ timeout: 30_000 });

  const sent = await newestMailTo(reader, { matches: (mail) => mail.subject === subject });
  expect(header(sent, 'List-Unsubscribe')).toMatch(/^<https?:\/\/\S+\/mail\/unsubscribe\S*>/);
  expect(header(sent, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(sent.text).toContain(postalAddress);
  await receivedScreenshots(page, sent.html ?? '', (file) => testInfo.outputPath(file));

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: copy.report.downloadEml }).click();
  const eml = await PostalMime.parse(await readFile(await (await download).path()));
  expect(eml.subject).toBe(subject);
  expect(header(eml, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  await screenshots(page, 'report', (file) => testInfo.outputPath(file));

  await page.getByRole('link', { name: copy.back }).click();
  const row = page
    .getByRole('list', { name: copy.list.listLabel })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await expect(row).toContainText('1 sent of 1');
  await expect(row).toContainText(copy.statuses.sent);
});
