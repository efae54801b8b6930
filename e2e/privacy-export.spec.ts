import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { commonCopy } from '#app/features/admin/kit/kit-copy.ts';
import { libraryCopy } from '#content/library.ts';
import { adminCustomerPath, adminSections } from '#shared/admin-sections.ts';
import { libraryPaths } from '#shared/contracts/library.ts';
import { personExportSchema } from '#shared/contracts/privacy.ts';
import { signInAsOwner } from './admin-sign-in.ts';
import { gotoHydrated } from './helpers.ts';
import { confirmedSubscriber, newestMailTo } from './mail.ts';
import { linkIn } from './offers-flow.ts';
import { ownClient } from './own-client.ts';
import { paidDownloadPath } from './purchase-flow.ts';
import { e2eBaseUrl } from './web-server.ts';

/** Clicks what starts a download and answers the file it saved, read as a person's data. */
async function downloadedFile(page: Page, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  return personExportSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
}

test("a buyer downloads their own data from the library, and an owner the same from the buyer's and the subscriber's pages", async ({
  browser,
}) => {
  // A purchase, a subscription, a library sign-in and three downloads.
  test.slow();
  const email = `privacy.${Date.now()}@example.com`;
  const buyer = await browser.newPage({ extraHTTPHeaders: ownClient() });
  // Subscribed first: the confirmation is then the newest mail to the address.
  await confirmedSubscriber(buyer, email);
  await paidDownloadPath(buyer, e2eBaseUrl, email);

  await buyer.goto(libraryPaths.page);
  await buyer.getByRole('textbox', { name: libraryCopy.signIn.emailLabel }).fill(email);
  await buyer.getByRole('button', { name: libraryCopy.signIn.submit }).click();
  const signInMail = await newestMailTo(email, {
    matches: (mail) => (mail.text ?? '').includes(libraryPaths.signInPrefix),
  });
  await buyer.goto(linkIn(signInMail, /\/library\/sign-in\/[\w-]+/));
  await buyer.getByRole('button', { name: libraryCopy.pages.prompt.button }).click();
  const own = await downloadedFile(buyer, () =>
    buyer.getByRole('button', { name: libraryCopy.signedIn.myData }).click(),
  );
  expect(own.email).toBe(email);
  expect(own.orders).toHaveLength(1);
  expect(own.consents.newsletter?.status).toBe('confirmed');
  await buyer.close();

  const owner = await browser.newPage({ extraHTTPHeaders: ownClient() });
  await signInAsOwner(owner, adminCustomerPath(email));
  const fromCustomer = await downloadedFile(owner, () =>
    owner
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(commonCopy.personExport)}`) })
      .click(),
  );
  expect(fromCustomer.email).toBe(email);
  expect(fromCustomer.orders.map((order) => order.id)).toEqual(own.orders.map((order) => order.id));

  await gotoHydrated(owner, adminSections.subscribers.path);
  const fromSubscriber = await downloadedFile(owner, () =>
    owner
      .getByRole('row', { name: new RegExp(escapeRegExp(email)) })
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(commonCopy.personExportShort)}`) })
      .click(),
  );
  expect(fromSubscriber.consents.newsletter?.status).toBe('confirmed');
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
