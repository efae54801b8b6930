import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { exitIntentCopy } from '#content/exit-intent.ts';
import { routeTable } from '#shared/route-table.ts';
import { seedGuides, seedPosts } from '#tests/seed-pages.ts';
import { gotoHydrated, leaveThroughTop, waitForWidgets } from './helpers.ts';

const publicPaths = [
  ...routeTable.filter((page) => !page.private).map((page) => page.path),
  ...[...seedPosts, ...seedGuides].map((page) => page.path),
];

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const path of publicPaths) {
      test(`${path} has no axe-core violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveClass(colorScheme);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the open chat and the exit popup have no axe-core violations', async ({ page }) => {
      await gotoHydrated(page, '/');
      await (await waitForWidgets(page)).click();
      await expect(page.getByRole('dialog', { name: 'Questions about the guide' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Closed first: the popup never interrupts someone typing in the chat.
      await page.keyboard.press('Escape');
      await leaveThroughTop(page);
      await expect(page.getByRole('dialog', { name: exitIntentCopy.title })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
