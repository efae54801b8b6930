import { expect, test, type Page } from '@playwright/test';
import { publishingCopy } from '#app/features/admin/publishing/publishing-copy.ts';
import { imagesCopy } from '#app/features/admin/images/images-copy.ts';
import { pngImage } from '#tests/image-fixtures.ts';
import { signInAsOwner } from './admin-sign-in.ts';

const copy = publishingCopy;

/** A `datetime-local` value in the browser's own time zone, `minutes` after the next whole minute. */
async function minutesAhead(page: Page, minutes: number): Promise<string> {
  return page.evaluate((ahead) => {
    const at = new Date();
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1 + ahead);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, minutes);
}

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)).first();

// The scheduled minute is waited for on the server's own clock.
test.setTimeout(240_000);

test('an editor writes a post with an image, a source and a state guide link, schedules it, renames it and restores a revision', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Scheduled from the browser test ${stamp}`;
  const slug = `browser-test-${stamp}`;
  const image = `post-${stamp}.png`;

  await signInAsOwner(page, '/admin/files');
  const images = page.getByRole('region', { name: new RegExp(`^${imagesCopy.title}`) });
  await images.getByLabel(imagesCopy.chooseLabel).setInputFiles({
    name: image,
    mimeType: 'image/png',
    buffer: Buffer.from(pngImage(40, 30)),
  });
  await images.getByRole('button', { name: imagesCopy.upload, exact: true }).click();
  await expect(images.getByText(image).first()).toBeVisible();

  await page.goto('/admin/posts');
  await page.getByRole('button', { name: copy.posts.newPost }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  const editor = page.getByRole('form', { name: copy.editor.formLabel });
  await field(page, copy.editor.title).fill(title);
  await field(page, copy.editor.slug).fill(slug);
  await expect(page.getByText(`Public address: /blog/${slug}`)).toBeVisible();
  await field(page, copy.editor.label).fill('Browser test');
  await field(page, copy.editor.description).fill('A post the browser test writes and schedules.');
  const body = page.getByLabel(copy.editor.body);
  await body.fill('## What to do first\n\nRead the order, then see ');

  await editor.getByRole('button', { name: copy.links.open }).click();
  await editor.getByLabel(copy.links.filter).fill('/states/');
  await editor.getByRole('list', { name: copy.links.title }).getByRole('button').first().click();
  await expect(body).toHaveValue(/\]\(\/states\/[a-z-]+\)$/);

  await body.press('End');
  await body.pressSequentially('\n\n');
  await editor.getByRole('button', { name: copy.image.open }).click();
  await editor.getByRole('button', { name: `Choose ${image}` }).click();
  await editor.getByRole('button', { name: copy.image.insert, exact: true }).click();
  await expect(editor.getByText(copy.image.altRequired)).toBeVisible();
  await field(page, copy.image.alt).fill('The first page of an order');
  await editor.getByRole('button', { name: copy.image.insert, exact: true }).click();
  await expect(body).toHaveValue(
    new RegExp(`!\\[The first page of an order\\]\\(media:${image}\\)`),
  );

  await editor.getByRole('button', { name: copy.sources.add }).click();
  await field(page, copy.sources.sourceTitle).fill('Texas Family Code § 154');
  await field(page, copy.sources.url).fill(
    'https://statutes.capitol.texas.gov/Docs/FA/htm/FA.154.htm',
  );
  await field(page, copy.sources.supports).fill('How support is set');
  await expect(page.getByText(/^Draft saved /)).toBeVisible({ timeout: 10_000 });

  const preview = page.getByRole('region', { name: copy.preview.title });
  await preview.getByRole('button', { name: copy.preview.phone }).click();
  const frame = preview.getByTitle(copy.preview.frameTitle);
  await expect(frame).toHaveJSProperty('offsetWidth', 390);
  await expect(
    page.frameLocator(`iframe[title="${copy.preview.frameTitle}"]`).getByRole('heading', {
      name: title,
    }),
  ).toBeVisible();

  await page.getByLabel(copy.lifecycle.scheduleAt).fill(await minutesAhead(page, 0));
  await page.getByRole('button', { name: copy.lifecycle.schedule, exact: true }).click();
  await expect(page.getByText(/^Scheduled for /).first()).toBeVisible();

  const path = `/blog/${slug}`;
  await expect
    .poll(async () => (await request.get('/blog')).text(), { timeout: 180_000, intervals: [5_000] })
    .toContain(title);
  expect((await request.get(path)).status()).toBe(200);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(path);
  expect(await (await request.get('/blog/feed.xml')).text()).toContain(title);

  const renamed = `${slug}-renamed`;
  await page.reload();
  await field(page, copy.editor.slug).fill(renamed);
  await page.getByRole('button', { name: copy.lifecycle.publish, exact: true }).click();
  await expect(page.getByText(copy.notices.published.title, { exact: true }).first()).toBeVisible();
  const moved = await request.get(path, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toContain(`/blog/${renamed}`);

  const revisions = page.getByRole('region', { name: copy.revisions.title });
  const scheduled = revisions.getByRole('listitem').filter({ hasText: 'Scheduled' }).first();
  await scheduled.getByRole('button', { name: new RegExp(`^${copy.revisions.restore}`) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: copy.revisions.restore }).click();
  await expect(page.getByText(copy.notices.restored.title).first()).toBeVisible();
  await expect(field(page, copy.editor.slug)).toHaveValue(slug);
});
