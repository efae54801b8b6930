import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import PostalMime, { type Email } from 'postal-mime';
import { ownClient } from './own-client.ts';
import { e2eBaseUrl } from './web-server.ts';

/**
 * The newest mail the server wrote to `recipient` that `matches` accepts (no SMTP here: .eml
 * files under DATA_DIR/mail), waiting for it as the outbox sends.
 */
export async function newestMailTo(
  recipient: string,
  {
    matches = () => true,
    timeout = 15_000,
  }: { matches?: (mail: Email) => boolean; timeout?: number } = {},
): Promise<Email> {
  const folder = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  let found: Email | undefined;
  await expect(async () => {
    const files = (await readdir(folder)).filter((name) => name.endsWith('.eml')).sort();
    for (const file of files.reverse()) {
      const mail = await PostalMime.parse(await readFile(path.join(folder, file)));
      if (mail.to?.some((to) => to.address === recipient) && matches(mail)) {
        found = mail;
        return;
      }
    }
    throw new Error(`no mail to ${recipient} yet`);
  }).toPass({ timeout });
  if (!found) throw new Error(`no mail to ${recipient}`);
  return found;
}

/** A confirmed subscriber, as a reader makes one: the sign-up, then the mail's confirm button. */
export async function confirmedSubscriber(page: Page, email: string) {
  const answer = await page.request.post('/api/send-thank-you-email', {
    data: { type: 'subscription', email },
    headers: { Origin: e2eBaseUrl, ...ownClient() },
  });
  expect(answer.ok()).toBe(true);
  const mail = await newestMailTo(email);
  const link = /https?:\/\/\S*\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error('The confirmation mail has no link.');
  await page.goto(link);
  await page.getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
