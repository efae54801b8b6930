import { expect, test } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './helpers.ts';

test('Cancel on the payment page comes back to the filled-in form, saying nothing was charged', async ({
  page,
}) => {
  await gotoHydrated(page, '/checkout');
  const form = page.getByRole('region', { name: 'Your Details' });
  await expect(form.getByRole('status')).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Email Address' }).fill('changed.mind@example.com');
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Casey Cancel');
  await form.getByRole('textbox', { name: 'Street Address' }).fill('5 Elm St');
  await form.getByRole('textbox', { name: 'City' }).fill('Dallas');
  await form.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await form.getByRole('textbox', { name: 'ZIP Code' }).fill('75201');
  await form.getByRole('button', { name: /Get Instant Access/ }).click();

  await expect(page.getByText('Test mode - no real charge.')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();

  await expect(page).toHaveURL('/checkout?canceled=1');
  await waitForHydration(page);
  await expect(form.getByRole('status')).toContainText('Payment canceled');
  await expect(form.getByRole('status')).toContainText('Nothing was charged');
  await expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveValue(
    'changed.mind@example.com',
  );
  await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Casey Cancel');
  await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('TX');
  await expect(form.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('75201');
});
