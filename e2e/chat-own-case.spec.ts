import { expect, test } from '@playwright/test';
import { signInAsOwner } from './admin-sign-in.ts';
import { gotoHydrated, waitForWidgets, watchForErrors } from './helpers.ts';

test("a question about the visitor's own case gets where to find legal aid, no advice, and lands marked in Messages", async ({
  page,
}) => {
  const errors = await watchForErrors(page);
  await gotoHydrated(page, '/');
  await (await waitForWidgets(page)).click();
  const chat = page.getByRole('dialog', { name: 'Questions about the guide' });
  await expect(chat).toHaveAccessibleDescription(
    'This guide and this website are not a substitute for the advice of an attorney.',
  );
  const log = chat.getByRole('log', { name: 'Chat messages' });

  const question = 'should I skip my hearing on the 12th?';
  const input = chat.getByRole('textbox', { name: 'Your message' });
  await input.fill(question);
  await input.press('Enter');

  const answer = log.getByRole('listitem').filter({ hasText: 'question about your own case' });
  await expect(answer).toBeVisible();
  await expect(answer.getByRole('link', { name: 'LawHelp.org' })).toHaveAttribute(
    'href',
    'https://www.lawhelp.org/',
  );
  await expect(
    answer.getByRole('link', {
      name: "the American Bar Association's directory of lawyer referral services",
    }),
  ).toHaveAttribute(
    'href',
    'https://www.americanbar.org/groups/legal_services/flh-home/flh-lawyer-referral-directory/',
  );
  // General information and where to find help; nothing about what to do.
  await expect(answer).not.toContainText(/you should|skip|don't go|do not go|recommend/i);

  const handover = chat.getByRole('form', { name: 'Send your question to support' });
  await expect(log).toContainText('Our support team cannot give legal advice on your case.');
  await expect(handover.getByRole('textbox', { name: 'Your question' })).toHaveValue(question);
  const visitor = `own.case.${Date.now()}@example.com`;
  await handover.getByRole('textbox', { name: 'Your e-mail' }).fill(visitor);
  await handover.getByRole('button', { name: 'Send to support' }).click();
  await expect(log).toContainText('Thanks, your question was sent to our support team.');
  await expect(handover).toBeHidden();
  expect(errors).toEqual([]);

  await signInAsOwner(page, '/admin/messages');
  const item = page.getByRole('listitem').filter({ hasText: visitor });
  const opener = item.getByRole('button', { name: /^Chat visitor/ });
  await expect(opener).toContainText('Own case');
  await opener.click();
  await expect(item.getByText("This message asks about the sender's own case.")).toBeVisible();
  await expect(item.locator('p', { hasText: question })).toBeVisible();
});
