import { expect, test } from '@playwright/test';
import { fetchAhead, gotoHydrated, openedFromPrefetch } from './helpers.ts';

test("the hero's button leads from the home page to checkout", async ({ page }) => {
  await gotoHydrated(page, '/');
  const button = page
    .getByRole('main')
    .getByRole('link', { name: 'Get the Complete Guide - $47' })
    .first();
  const fetched = fetchAhead(page, '/checkout');
  await button.hover();
  await fetched;
  await button.click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure Checkout');
  expect(await openedFromPrefetch(page)).toBe(true);
});

test('the FAQ accordion keeps several answers open at once, by mouse and keyboard', async ({
  page,
}) => {
  await gotoHydrated(page, '/faq');
  const questions = page.getByRole('main').locator('summary');
  await expect(questions).toHaveCount(12);
  const [first, second] = [questions.nth(0), questions.nth(1)];
  const answerOf = (question: typeof first) => question.locator('xpath=following-sibling::*[1]');
  await expect(answerOf(first)).toBeHidden();

  await first.click();
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(answerOf(first)).toBeVisible();
  await expect(answerOf(second)).toBeVisible();
  await expect(answerOf(questions.nth(2))).toBeHidden();

  await page.keyboard.press('Space');
  await expect(answerOf(second)).toBeHidden();
  await expect(answerOf(first)).toBeVisible();
});
