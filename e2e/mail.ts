import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import PostalMime, { type Email } from 'postal-mime';

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
