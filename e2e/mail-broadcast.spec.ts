import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Email } from 'postal-mime';
import PostalMime from 'postal-mime';
import { mailCopy } from '#app/features/admin/mail/mail-copy.ts';
import { sectionsCopy } from '#content/admin-shell.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { broadcastDetailSchema, broadcastsApi } from '#shared/contracts/admin-mail.ts';
import { adminAccount } from './admin-account.ts';
import { signInAsOwner } from './admin-sign-in.ts';
import { confirmedSubscriber, newestMailTo } from './mail.ts';
import { e2eBaseUrl } from './web-server.ts';

const copy = mailCopy;
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
      await expect(page.getByRole('heading', { level: 1, name: sectionsCopy.mail })).toBeVisible();
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
  await expect(dialog).toContainText('In the audience now: 1 address');
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

test('a sending broadcast is paused and resumed from its report', async ({ page }) => {
  test.setTimeout(60_000);
  await confirmedSubscriber(page, 'paused.first@example.com');
  await confirmedSubscriber(page, 'paused.second@example.com');
  await signInAsOwner(page, '/admin/mail');
  const subject = `Slow news ${Date.now()}`;
  // One a minute: the second mail waits a minute, so the broadcast stays sending meanwhile.
  const created = await page.request.post(broadcastsApi.broadcasts, {
    data: {
      subject,
      preheader: '',
      body: 'Slowly.',
      audience: 'subscribers',
      ratePerMinute: 1,
      archived: false,
    },
    headers: { Origin: e2eBaseUrl },
  });
  const { id } = broadcastDetailSchema.parse(await created.json());
  const sent = await page.request.post(broadcastsApi.send(id), {
    data: { sendAt: null },
    headers: { Origin: e2eBaseUrl },
  });
  expect(sent.ok()).toBe(true);

  await page.goto(`/admin/mail/${String(id)}`);
  await expect(page.locator('span', { hasText: /^Sending$/ })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: copy.report.pause }).click();
  await expect(page.locator('span', { hasText: /^Paused$/ })).toBeVisible();
  await expect(page.getByText(copy.report.pausedNote)).toBeVisible();
  await page.getByRole('button', { name: copy.report.resume }).click();
  await expect(page.locator('span', { hasText: /^Sending$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: copy.report.pause })).toBeVisible();
});

test('kept-out addresses are allowed mail again in bulk: the selected ones, and all bounced since a time', async ({
  page,
}) => {
  await signInAsOwner(page, '/admin/mail/suppressed');
  const keepOut = (email: string) =>
    page.request.post(adminApi.mailSuppressed, {
      data: { email, reason: 'bounced', detail: '550 5.7.1 Relaying denied' },
      headers: { Origin: e2eBaseUrl },
    });
  for (const email of ['lift.one@example.com', 'lift.two@example.com', 'lift.three@example.com'])
    expect((await keepOut(email)).ok()).toBe(true);
  await page.reload();
  const list = page.getByRole('list', { name: copy.suppressed.listLabel });
  await expect(list.getByRole('listitem')).toHaveCount(3);

  await page.getByLabel('Select lift.one@example.com').check();
  await page.getByLabel('Select lift.two@example.com').check();
  await page.getByRole('button', { name: 'Allow mail again to selected (2)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: copy.suppressed.allow }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('lift.three@example.com');

  await page.getByLabel(copy.suppressed.liftSince).fill('2020-01-01T00:00');
  await page.getByRole('button', { name: copy.suppressed.lift }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: copy.suppressed.lift }).click();
  await expect(page.getByText(copy.suppressed.empty)).toBeVisible();
});
