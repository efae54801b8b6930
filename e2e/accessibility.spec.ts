import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { routeTable } from '#shared/route-table.ts';
import { gotoHydrated } from './helpers.ts';

const publicPaths = routeTable.filter((page) => !page.private).map((page) => page.path);

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
      const launcher = page.getByRole('button', { name: 'Chat with support' });
      await expect(launcher).toBeVisible({ timeout: 10_000 });
      await launcher.click();
      await expect(page.getByRole('dialog', { name: 'Legal Support Chat' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.mouse.move(400, 200);
      await page.mouse.move(400, -20);
      await expect(
        page.getByRole('dialog', { name: 'Before you go: free tips for your case' }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
