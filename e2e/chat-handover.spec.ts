import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAsOwner } from './admin-sign-in.ts';
import { gotoHydrated, waitForWidgets, watchForErrors } from './helpers.ts';
import { newestMailTo } from './mail.ts';

test('the chat hands a question it cannot answer to support, and the back office shows it', async ({
  page,
}) => {
  const errors = await watchForErrors(page);
  await gotoHydrated(page, '/');
  await (await waitForWidgets(page)).click();
  const chat = page.getByRole('dialog', { name: 'Questions about the guide' });
  const log = chat.getByRole('log', { name: 'Chat messages' });
  await expect(log).toContainText("I'm an automated assistant, not a lawyer");

  const question = 'Is the guide in Spanish, and in print?';
  const input = chat.getByRole('textbox', { name: 'Your message' });
  await input.fill(question);
  await input.press('Enter');

  const handover = chat.getByRole('form', { name: 'Send your question to support' });
  await expect(handover).toBeVisible();
  await expect(handover.getByRole('textbox', { name: 'Your question' })).toHaveValue(question);
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await handover.getByRole('button', { name: 'Send to support' }).click();
  const email = handover.getByRole('textbox', { name: 'Your e-mail' });
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Enter your email address.');
  const visitor = `chat.${Date.now()}@example.com`;
  await email.fill(visitor);
  await handover.getByRole('button', { name: 'Send to support' }).click();

  await expect(log).toContainText('Thanks, your question was sent to our support team.');
  await expect(handover).toBeHidden();
  await expect(input).toBeFocused();
  // The acknowledgement goes out as the contact form's does.
  expect((await newestMailTo(visitor)).subject).toMatch(/^We received your message/);

  // A reload in the same tab brings the conversation back, open.
  await page.reload();
  await expect(log).toContainText('Thanks, your question was sent to our support team.', {
    timeout: 10_000,
  });
  expect(errors).toEqual([]);

  await signInAsOwner(page, '/admin/messages');
  const item = page.getByRole('listitem').filter({ hasText: visitor });
  const opener = item.getByRole('button', { name: /^Chat visitor/ });
  await expect(opener).toContainText('From the chat');
  await opener.click();
  await expect(item.locator('p', { hasText: question })).toBeVisible();
});
