import { expect, test } from '@playwright/test';
import { gotoHydrated, waitForWidgets } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the chat button covers no field of the checkout, wherever the field scrolls to', async ({
  page,
}) => {
  await gotoHydrated(page, '/checkout');
  const launcher = await waitForWidgets(page);
  // The only forms are the checkout's own: no newsletter box, no contact box.
  await expect(page.getByRole('region', { name: 'Stay Updated' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Contact Us' })).toHaveCount(0);

  const fields = page
    .locator('main')
    .locator('input:not([type="hidden"]), select, textarea, button');
  const count = await fields.count();
  expect(count).toBeGreaterThan(6);
  const covered: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    if (!(await field.isVisible())) continue;
    // Where a floating button sits, at the foot of the screen, and in the middle.
    for (const block of ['end', 'center'] as const) {
      const where = await field.evaluate((element, position) => {
        element.scrollIntoView({ block: position, behavior: 'instant' });
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        if (hit !== null && element.contains(hit)) return null;
        const name = element.id || element.getAttribute('name') || element.textContent.trim();
        const over = hit?.closest('[data-island]')?.getAttribute('data-island') ?? hit?.tagName;
        return `${name} under ${over ?? 'nothing'}`;
      }, block);
      if (where) covered.push(`${where} (${block})`);
    }
  }
  expect(covered).toEqual([]);

  // The chat is still there, at the end of the page, and opens.
  await launcher.scrollIntoViewIfNeeded();
  await launcher.click();
  await expect(page.getByRole('dialog', { name: 'Questions about the guide' })).toBeVisible();
});
