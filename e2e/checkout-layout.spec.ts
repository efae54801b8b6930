import { expect, test } from '@playwright/test';

test('on a phone the form comes first, with what is bought and its price', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/checkout');
  const form = page.getByRole('region', { name: 'Your Details' });
  const top = (await form.boundingBox())?.y ?? Infinity;
  expect(top).toBeLessThan(600);
  await expect(form.getByText('Child Support Defense Guide').first()).toBeVisible();
  await expect(form.getByText(/^Today \$47$/)).toBeVisible();
  const offer = page.getByRole('region', { name: 'Child Support Defense Guide' });
  expect((await offer.boundingBox())?.y ?? 0).toBeGreaterThan(top);
});

test('on a desktop the offer and the form sit side by side, the state select uncut', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/checkout');
  const form = page.getByRole('region', { name: 'Your Details' });
  const offer = page.getByRole('region', { name: 'Child Support Defense Guide' });
  const [formBox, offerBox] = [await form.boundingBox(), await offer.boundingBox()];
  expect(offerBox?.x ?? 0).toBeLessThan(formBox?.x ?? 0);
  expect(Math.abs((offerBox?.y ?? 0) - (formBox?.y ?? 0))).toBeLessThan(2);
  // The compact summary is for small screens only.
  await expect(form.getByText(/^Today \$47$/)).toBeHidden();

  // The placeholder "Select your state" is shown whole: its text fits the box.
  const state = form.getByRole('combobox', { name: 'State' });
  const fits = await state.evaluate((select: HTMLSelectElement) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(select).font;
    probe.textContent = select.options[select.selectedIndex]?.text ?? '';
    document.body.append(probe);
    const textWidth = probe.getBoundingClientRect().width;
    probe.remove();
    const style = getComputedStyle(select);
    const room =
      select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return textWidth <= room;
  });
  expect(fits).toBe(true);
});
