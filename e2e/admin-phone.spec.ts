import { expect, test, type Page } from '@playwright/test';
import { dashboardCopy, sectionsCopy } from '#content/admin-shell.ts';
import { sectionNav, signInAsOwner } from './admin-sign-in.ts';
import { paintedOnTop } from './helpers.ts';

const screen = { width: 390, height: 844 };

/** The relative luminance (0 black to 1 white) of the page's computed background. */
async function backgroundLuminance(page: Page): Promise<number> {
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const channels = /(\d+(?:\.\d+)?)[, ]+(\d+(?:\.\d+)?)[, ]+(\d+(?:\.\d+)?)/.exec(colour);
  if (!channels) throw new Error(`unreadable background ${colour}`);
  const [red, green, blue] = channels.slice(1, 4).map((channel) => {
    const value = Number(channel) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

test.describe('the back office on a 390 px phone', () => {
  test.use({ viewport: screen, colorScheme: 'light' });

  test('the navigation is one row, the section starts in the first third, and the sign-in toast leaves the header in sight', async ({
    page,
  }) => {
    await signInAsOwner(page);
    const heading = page.getByRole('heading', { level: 1, name: sectionsCopy.overview });
    await expect(heading).toBeVisible();

    // The toast of the sign-in is up: the header and the dashboard's own head are not under it.
    await expect(page.getByText('Successfully signed in')).toBeVisible();
    expect(await paintedOnTop(page.getByRole('banner').getByRole('link').first())).toBe(true);
    expect(await paintedOnTop(page.getByText(dashboardCopy.title, { exact: true }))).toBe(true);
    expect(await paintedOnTop(page.getByRole('button', { name: dashboardCopy.signOut }))).toBe(
      true,
    );
    expect(await paintedOnTop(sectionNav(page).getByRole('link', { name: 'Overview' }))).toBe(true);

    const nav = await sectionNav(page).boundingBox();
    expect(nav?.height ?? Infinity).toBeLessThan(screen.height / 12);
    const top = (await heading.boundingBox())?.y ?? Infinity;
    expect(top).toBeLessThan(screen.height / 3);
    // The row scrolls on its own; the page never scrolls sideways.
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
  });

  test('the current section’s name is in sight in the row, the last one too', async ({ page }) => {
    await signInAsOwner(page, '/admin/account');
    await expect(page.getByRole('heading', { level: 1, name: sectionsCopy.account })).toBeVisible();
    const current = sectionNav(page).getByRole('link', { name: sectionsCopy.account });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 1 });
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`the back office under a ${colorScheme} system theme`, () => {
    test.use({ viewport: screen, colorScheme });

    test(`is ${colorScheme} until the admin chooses`, async ({ page }) => {
      await signInAsOwner(page);
      await expect(page.locator('html')).toContainClass(colorScheme);
      const luminance = await backgroundLuminance(page);
      if (colorScheme === 'light') expect(luminance).toBeGreaterThan(0.8);
      else expect(luminance).toBeLessThan(0.1);
    });
  });
}
