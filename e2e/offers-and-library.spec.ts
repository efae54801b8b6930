import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { discountsCopy } from '#app/features/admin/discounts/discounts-copy.ts';
import { sectionsCopy } from '#content/admin-shell.ts';
import { discountCodeCopy } from '#content/discount-codes.ts';
import { libraryCopy } from '#content/library.ts';
import { receiptCopy } from '#content/receipts.ts';
import { libraryPaths } from '#shared/contracts/library.ts';
import { makePdf } from '#tests/pdf-factory.ts';
import { readPdf } from '#tests/pdf-reader.ts';
import { openSection, signInAsOwner } from './admin-sign-in.ts';
import { ownClient } from './own-client.ts';
import { gotoHydrated, watchForErrors } from './helpers.ts';
import { newestMailTo } from './mail.ts';
import {
  createCodeThroughApi,
  fillBuyerDetails,
  freshCode,
  linkIn,
  paidWithCode,
  payOnTestPage,
} from './offers-flow.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const discounts = discountsCopy;

/** The seller creates a 15 % code in the Discounts section, as a person would. */
async function createCodeInBackOffice(page: Page, code: string): Promise<void> {
  await openSection(page, sectionsCopy.discounts);
  await page.getByRole('button', { name: discounts.newCode }).click();
  const dialog = page.getByRole('dialog', { name: discounts.dialog.newTitle });
  await dialog.getByRole('textbox', { name: discounts.dialog.code }).fill(code);
  await dialog
    .getByRole('combobox', { name: discounts.dialog.kind })
    .selectOption({ label: discounts.dialog.kinds.percent });
  await dialog.getByRole('spinbutton', { name: discounts.dialog.amountPercent }).fill('15');
  await dialog.getByRole('button', { name: discounts.dialog.create }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(escape(code)) });
  await expect(row).toContainText('15%');
  await expect(row).toContainText(discounts.states.active);
}

/** The seller replaces the guide in the Files section; answers when buyers get the new file. */
async function uploadGuide(page: Page, title: string): Promise<void> {
  await gotoHydrated(page, '/admin/files');
  const card = page.getByRole('region', { name: /^Single Guide/ });
  await card.getByLabel('Guide PDF').setInputFiles({
    name: 'revised-guide.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makePdf({ title, pages: [{}, {}, {}, {}, {}] })),
  });
  await card.getByRole('button', { name: 'Upload' }).click();
  await expect(card.getByText(/Buyers receive: revised-guide\.pdf/)).toBeVisible({
    timeout: 15_000,
  });
}

/** Puts the placeholder back, so the browser tests after this one find the shop as it was. */
async function removeUploadedGuide(page: Page): Promise<void> {
  await gotoHydrated(page, '/admin/files');
  const card = page.getByRole('region', { name: /^Single Guide/ });
  await card.getByRole('button', { name: 'Remove' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove file' }).click();
  await expect(card.getByText('Buyers receive the placeholder guide')).toBeVisible();
}

test('a buyer applies a code from a link, pays, and later downloads the revised guide from the library', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const code = freshCode('E2E15');
  const buyerEmail = `library.buyer.${Date.now()}@example.com`;
  const revisedTitle = `Revised guide ${Date.now()}`;

  await signInAsOwner(page, '/admin');
  await createCodeInBackOffice(page, code);

  const buyerContext = await browser.newContext({ baseURL, extraHTTPHeaders: ownClient() });
  const buyer = await buyerContext.newPage();
  const buyerErrors = await watchForErrors(buyer);
  let uploaded = false;
  try {
    // A campaign links to the home page; the code rides along to the checkout in a cookie.
    await gotoHydrated(buyer, `/?code=${code}`);
    await buyer
      .getByRole('link', { name: /^Get the Complete Guide/ })
      .first()
      .click();
    // The shared checkout page stays one cached page: a document asked for with the code's
    // cookie is sent on to the code's own address.
    await expect(buyer).toHaveURL(`/checkout?code=${code}`);
    const summary = buyer.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
    await expect(summary).toContainText('$7.05');
    await expect(summary.getByRole('definition').last()).toHaveText('$39.95');

    const form = buyer.getByRole('region', { name: 'Your Details' });
    await fillBuyerDetails(form, buyerEmail);
    await form.getByRole('button', { name: /^Get Instant Access/ }).click();
    await payOnTestPage(buyer, '$39.95');

    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
    await expect(buyer.getByText('$39.95').first()).toBeVisible();
    const orderId = (
      await buyer
        .getByText(/^ord_[\w-]+$/)
        .first()
        .innerText()
    ).trim();
    await expect(
      buyer.getByRole('link', { name: libraryCopy.resultCard.link, exact: true }),
    ).toHaveAttribute('href', libraryPaths.page);

    // Meanwhile the seller revises the guide.
    uploaded = true;
    await uploadGuide(page, revisedTitle);

    // Days later: the delivery mail leads to the library.
    const delivery = await newestMailTo(buyerEmail, {
      matches: (mail) => (mail.subject ?? '').includes(orderId),
    });
    await buyer.goto(linkIn(delivery, /\/library(?=\s|$)/));
    await buyer.getByRole('textbox', { name: libraryCopy.signIn.emailLabel }).fill(buyerEmail);
    await buyer.getByRole('button', { name: libraryCopy.signIn.submit }).click();
    await expect(buyer.getByRole('status')).toContainText(libraryCopy.signIn.sent(buyerEmail));

    const signInMail = await newestMailTo(buyerEmail, {
      matches: (mail) => (mail.text ?? '').includes(libraryPaths.signInPrefix),
    });
    await buyer.goto(linkIn(signInMail, /\/library\/sign-in\/[\w-]+/));
    await buyer.getByRole('button', { name: libraryCopy.pages.prompt.button }).click();
    await expect(buyer).toHaveURL(new RegExp(`${escape(libraryPaths.page)}$`));

    const order = buyer.getByRole('region').filter({ hasText: orderId });
    await expect(order).toContainText(code);
    await expect(order).toContainText('$7.05');
    await expect(order).toContainText('$39.95');
    const [download] = await Promise.all([
      buyer.waitForEvent('download'),
      order.getByRole('button', { name: /^Download the guide/ }).click(),
    ]);
    expect(await download.failure()).toBeNull();
    const copy = await readPdf(await readFile(await download.path()));
    expect(copy.info).toMatchObject({ Title: revisedTitle });
    expect(copy.pages).toHaveLength(5);
    for (const shown of copy.pages)
      expect(shown.text).toContain(`Licensed to ${buyerEmail} - Order ${orderId}`);

    await order.getByRole('link', { name: libraryCopy.signedIn.receipt }).click();
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(receiptCopy.heading(orderId));
    const figures = buyer.getByRole('table');
    await expect(figures.getByRole('row', { name: receiptCopy.discount(code) })).toContainText(
      '$7.05',
    );
    await expect(figures.getByRole('row', { name: receiptCopy.tax })).toContainText('$0.00');
    await expect(figures.getByRole('row', { name: receiptCopy.total })).toContainText('$39.95');
    const pdfPath = await buyer
      .getByRole('link', { name: receiptCopy.downloadPdf })
      .getAttribute('href');
    const receiptPdf = await buyer.request.get(pdfPath ?? '');
    expect(receiptPdf.status()).toBe(200);
    const receiptText = (await readPdf(await receiptPdf.body())).pages.map((p) => p.text).join(' ');
    expect(receiptText).toContain(orderId);
    expect(receiptText).toContain(receiptCopy.discount(code));
    expect(buyerErrors).toEqual([]);
  } finally {
    await buyerContext.close();
    if (uploaded) await removeUploadedGuide(page);
  }
});

test('a code the shop does not know, arriving in the checkout link, turns the field red', async ({
  page,
}) => {
  await gotoHydrated(page, '/checkout?code=NOSUCHCODE');
  const field = page.getByRole('textbox', { name: discountCodeCopy.label });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    new RegExp(escape(discountCodeCopy.refusals.unknown)),
  );
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('definition').last()).toHaveText('$47.00');
});

test('a second buyer of a one-use code is told it has been used up', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const code = freshCode('ONCE');
  await signInAsOwner(page, '/admin');
  await createCodeThroughApi(page, origin, { code, kind: 'fixed', amount: 10, maxUses: 1 });

  const first = await browser.newPage({ baseURL, extraHTTPHeaders: ownClient() });
  await paidWithCode(first, origin, {
    email: `first.${Date.now()}@example.com`,
    code,
    amount: '$37.00',
  });
  await first.close();

  const second = await browser.newPage({ baseURL, extraHTTPHeaders: ownClient() });
  await gotoHydrated(second, `/checkout?code=${code}`);
  const field = second.getByRole('textbox', { name: discountCodeCopy.label });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    new RegExp(escape(discountCodeCopy.refusals.used_up)),
  );
  await second.close();
});
