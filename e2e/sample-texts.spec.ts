import { expect, test, type Page } from '@playwright/test';
import { checklistCopy } from '#app/features/admin/checklist/checklist-copy.ts';
import { contentSettingsCopy } from '#app/features/admin/content-settings/content-settings-copy.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { contentSettingsAnswer, sampleTextFields } from '#shared/contracts/admin-settings.ts';
import { signInAsOwner } from './admin-sign-in.ts';
import { gotoHydrated } from './helpers.ts';

const fields = contentSettingsCopy.fields;

test.use({ viewport: { width: 390, height: 844 } });

/** The pay button's background next to the brand and danger colours, all as computed. */
async function payButtonColours(page: Page) {
  const pay = page.getByRole('button', { name: /^Get Instant Access/ });
  return pay.evaluate((button) => {
    const colourOf = (variable: string) => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = `var(${variable})`;
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    };
    return {
      button: getComputedStyle(button).backgroundColor,
      brand: colourOf('--primary'),
      danger: colourOf('--destructive'),
    };
  });
}

const sampleTextsRow = (page: Page) =>
  page
    .getByRole('list', { name: checklistCopy.title })
    .getByRole('listitem')
    .filter({ hasText: checklistCopy.items.sampleTexts });

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('a fresh checkout claims no former price and pays in the brand colour', async ({
      page,
    }) => {
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure Checkout');
      await expect(page.locator('s')).toHaveCount(0);
      await expect(page.getByText(/Regular price|Save \$|Don.t Wait|running out/)).toHaveCount(0);
      const colours = await payButtonColours(page);
      expect(colours.button).toBe(colours.brand);
      expect(colours.button).not.toBe(colours.danger);
    });
  });
}

test('the checklist lists each sample text until the seller saves their own', async ({
  page,
  browser,
  baseURL,
}) => {
  // Signing in, saving and restoring: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await signInAsOwner(page, '/admin');
  const original = contentSettingsAnswer.parse(
    await (await page.request.get(adminApi.settings)).json(),
  ).settings;
  const visitor = await browser.newPage({ baseURL: origin });
  try {
    const row = sampleTextsRow(page);
    await expect(row).toContainText(checklistCopy.notDone);
    for (const field of sampleTextFields) {
      await expect(
        row.getByRole('link', { name: fields[field].label, exact: true }),
      ).toHaveAttribute('href', `/admin/content#content-${field}`);
    }

    // The link opens Content at its field.
    await row.getByRole('link', { name: fields.checkoutHeadline.label, exact: true }).click();
    const headline = page.getByLabel(new RegExp(`^${fields.checkoutHeadline.label}`));
    await expect(headline).toBeFocused();
    await headline.fill('Order the guide');
    await page.getByLabel(new RegExp(`^${fields.heroDescription.label}`)).fill('Our own words.');
    // The rest keep their wording, on purpose.
    for (const field of sampleTextFields) {
      if (field === 'checkoutHeadline' || field === 'heroDescription') continue;
      await page
        .getByRole('checkbox', {
          name: `${contentSettingsCopy.keepSample} (${fields[field].label})`,
        })
        .check();
    }
    await page.getByRole('button', { name: contentSettingsCopy.save }).click();
    await expect(
      page.getByText('All content management changes have been saved successfully'),
    ).toBeVisible();

    await gotoHydrated(page, '/admin');
    await expect(sampleTextsRow(page)).toContainText(checklistCopy.done);
    await expect(sampleTextsRow(page)).not.toContainText(checklistCopy.samples);
    await visitor.goto('/checkout');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Order the guide');
  } finally {
    // The other browser tests expect the shop's own settings.
    const restored = await page.request.put(adminApi.settings, {
      data: original,
      headers: { Origin: origin },
    });
    expect(restored.status()).toBe(200);
    await visitor.close();
  }
});
