import { expect, test, type Page } from '@playwright/test';
import { waitForWidgets } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The paths of every script the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** An island's chunk is named after its module (scripts/standalone-entry-plugin.ts). */
const chunkOf = (module: string) => (path: string) => path.startsWith(`/assets/islands-${module}-`);

test('a reading page loads no React, only its islands entry and the tracker; the menu and the chat load their code when used', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto('/');
  const entry = await page
    .locator('script[type="module"][src^="/assets/islands-"]')
    .getAttribute('src');
  expect(entry).not.toBeNull();
  const launcher = await waitForWidgets(page);

  expect(scripts).toContain(entry);
  // No React Router, no React: every script is the islands' or the tracker's.
  expect(scripts.filter((path) => !/^\/assets\/(islands|tracker)-/.test(path))).toEqual([]);
  expect(scripts.some(chunkOf('menu-island'))).toBe(false);
  expect(scripts.some(chunkOf('chat-conversation'))).toBe(false);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect(scripts.some(chunkOf('menu-island'))).toBe(true);
  await page.getByRole('button', { name: 'Close menu' }).click();

  await launcher.click();
  await expect(page.getByRole('dialog', { name: 'Questions about the guide' })).toBeVisible();
  expect(scripts.some(chunkOf('chat-conversation'))).toBe(true);
});
