import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { backupsCopy } from '#content/admin-backups.ts';
import { sectionsCopy } from '#content/admin-shell.ts';
import { systemCopy } from '#content/admin-system.ts';
import { openSection, signInAsOwner } from './admin-sign-in.ts';

const card = backupsCopy.card;
const schedule = backupsCopy.schedule;

test('an owner reads the system’s health, backs the shop up by hand, downloads it and keeps fewer', async ({
  page,
}) => {
  await signInAsOwner(page);
  await openSection(page, sectionsCopy.system);

  const instances = page.getByRole('region', { name: systemCopy.instances.tableLabel });
  await expect(instances).toContainText(systemCopy.instances.current);
  await expect(instances).not.toContainText(systemCopy.instances.notReporting);
  await expect(page.getByRole('heading', { name: systemCopy.mail.title })).toBeVisible();
  await expect(page.getByText(systemCopy.storage.database.pglite)).toBeVisible();

  const recent = page.getByRole('region', { name: card.recent });
  const byHand = recent.getByRole('listitem').filter({ hasText: card.trigger.manual });
  const before = await byHand.count();
  await page.getByRole('button', { name: card.backUpNow }).click();
  await expect(page.getByText(backupsCopy.notices.started.title).last()).toBeVisible();
  // The list looks again every few seconds while the backup runs.
  await expect(byHand).toHaveCount(before + 1, { timeout: 30_000 });
  const newest = byHand.first();
  await expect(newest).toContainText(card.status.succeeded, { timeout: 30_000 });
  await expect(newest).toContainText(/\d+(\.\d+)? (kB|MB)/);

  const downloading = page.waitForEvent('download');
  await newest.getByRole('link', { name: /^Download the backup of / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^backup-.+\.csdb\.gz$/);
  const lines = gunzipSync(await readFile(await download.path()))
    .toString('utf8')
    .split('\n');
  expect(JSON.parse(lines[0] ?? '')).toMatchObject({ driver: 'pglite' });
  expect(lines.at(-2)).toMatch(/^\{.*"tables"/);

  const form = page.getByRole('form', { name: schedule.title });
  const keep = form.getByLabel(schedule.keep);
  const kept = await keep.inputValue();
  await keep.fill('0');
  await form.getByRole('button', { name: schedule.save }).click();
  await expect(keep).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Keep from 1 to 90 backups.')).toBeVisible();

  await keep.fill('5');
  await form.getByRole('button', { name: schedule.save }).click();
  await expect(page.getByText(backupsCopy.notices.saved.title).last()).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: schedule.title }).getByLabel(schedule.keep),
  ).toHaveValue('5');
  // The shared server's schedule as it was, for the specs after this one.
  await page.getByRole('form', { name: schedule.title }).getByLabel(schedule.keep).fill(kept);
  await page
    .getByRole('form', { name: schedule.title })
    .getByRole('button', { name: schedule.save })
    .click();
  await expect(page.getByText(backupsCopy.notices.saved.title).last()).toBeVisible();

  await openSection(page, sectionsCopy.overview);
  await expect(page.getByText(backupsCopy.overview.title)).toBeVisible();
  await expect(page.getByText(backupsCopy.overview.overdueTitle)).toHaveCount(0);
});
