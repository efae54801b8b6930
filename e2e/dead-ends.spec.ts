import { expect, test } from '@playwright/test';
import { seededBlocks } from '#tests/seeded-pages.ts';
import { fetchAhead, gotoHydrated, openedFromPrefetch, waitForWidgets } from './helpers.ts';

test('the blog and the quick answers are linked from the header and the footer', async ({
  page,
}) => {
  await gotoHydrated(page, '/faq');
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Blog', '/blog'],
    ['Quick Answers', '/quick-answers'],
  ] as const) {
    await expect(mainNav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  await footer.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Child Support Law, Explained');
  await mainNav.getByRole('link', { name: 'Quick Answers', exact: true }).click();
  await expect(page).toHaveURL('/quick-answers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Quick Answers to Urgent Child Support Questions',
  );
});

test("the home page's 'Read more in the FAQ' opens that question on the FAQ page", async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const { faqCards } = seededBlocks('home');
  const card = faqCards.items.find((item) => item.question === 'Is there a guarantee?');
  if (!card) throw new Error('No guarantee card on the home page');

  const readMore = page.getByRole('link', {
    name: `${faqCards.linkLabel}: ${card.question}`,
  });
  const fetched = fetchAhead(page, '/faq');
  await readMore.hover();
  await fetched;
  await readMore.click();

  await expect(page).toHaveURL(`/faq#${card.faqId}`);
  const question = page.getByRole('heading', { name: 'What is your refund policy?' });
  const entry = page.locator('details', { has: question });
  await expect(entry).toHaveAttribute('open', '');
  await expect(entry.getByText(/money-back guarantee/)).toBeVisible();
  await expect(question).toBeInViewport();
  await expect(page.locator('details[open]')).toHaveCount(1);
  expect(await openedFromPrefetch(page)).toBe(true);
});

test('a link straight to an FAQ question opens it on arrival', async ({ page }) => {
  await gotoHydrated(page, '/faq#deadlines');
  const question = page.getByRole('heading', {
    name: 'How long do I have to challenge an administrative order?',
  });
  await expect(page.locator('details', { has: question })).toHaveAttribute('open', '');
  await expect(question).toBeInViewport();
});

test('the chat links pages by name, and points to the quick answers where they are', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog');
  const launcher = await waitForWidgets(page);
  await launcher.click();
  const chat = page.getByRole('dialog', { name: 'Questions about the guide' });
  const input = chat.getByRole('textbox', { name: 'Your message' });
  await input.fill('Tell me more');
  await input.press('Enter');

  const log = chat.getByRole('log', { name: 'Chat messages' });
  const quickAnswers = log.getByRole('link', { name: 'the Quick Answers page' });
  await expect(quickAnswers).toHaveAttribute('href', '/quick-answers');
  await expect(log.getByRole('link', { name: 'the checkout page' })).toHaveAttribute(
    'href',
    '/checkout',
  );
  await expect(log.getByRole('link', { name: /^\// })).toHaveCount(0);
  await quickAnswers.click();
  await expect(page).toHaveURL('/quick-answers');
});
