import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { imageEntry, imagesList } from '#tests/admin-image-fixtures.ts';
import { heldAnswer } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { commonCopy, kitNotices } from '../kit/kit-copy.ts';
import { uploadFile } from '../kit/upload-file.ts';
import { ImagesCard } from './images-card.tsx';
import { imagesCopy, imagesNotices } from './images-copy.ts';
import { findOpenDialog } from '#tests/open-dialog.ts';

// The browser's XMLHttpRequest upload is replaced: these tests are about the card.
vi.mock('../kit/upload-file.ts', () => ({ uploadFile: vi.fn() }));

const copy = imagesCopy;
const upload = vi.mocked(uploadFile);

const renderCard = () => renderAdminCard(<ImagesCard />);

const imagesCard = async () =>
  within(
    (await screen.findByRole('heading', { name: copy.title })).closest('section') ?? document.body,
  );
const imageList = () => screen.getByRole('list', { name: copy.title });
const fileInput = () => screen.getByLabelText(copy.chooseLabel);
const png = (name: string, bytes = 100) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

// A block, not an arrow's value: a function returned from beforeEach runs as its teardown.
beforeEach(() => {
  upload.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('images card', () => {
  it('lists each image with a lazy thumbnail of its size, its facts and the limit', async () => {
    fakeAdminApi();
    renderCard();
    const card = await imagesCard();
    const rows = await card.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const hero = within(rows[0] ?? document.body);
    expect(hero.getByText('hero.webp')).toBeInTheDocument();
    expect(hero.getByText('150 KB · 1200 × 630 px')).toBeInTheDocument();
    const thumbnail = rows[0]?.querySelector('img');
    expect(thumbnail).toHaveAttribute('src', imageEntry(2).url);
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail).toHaveAttribute('width', '1200');
    expect(thumbnail).toHaveAttribute('height', '630');
    expect(fileInput()).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp,image/gif,image/avif',
    );
    expect(fileInput()).toHaveAccessibleDescription(
      'PNG, JPEG, WebP, GIF or AVIF, up to 5 MB each. SVG is not accepted.',
    );
  });

  it('says so when there are no images yet', async () => {
    fakeAdminApi({ 'GET /api/admin/images': () => Response.json(imagesList([])) });
    renderCard();
    expect(await screen.findByText(copy.empty)).toBeInTheDocument();
  });

  it('uploads the chosen files one by one with progress, reporting a refused one and going on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeAdminApi();
    const firstHeld = heldAnswer();
    upload.mockImplementation(async ({ file, onProgress }) => {
      onProgress?.(0.5);
      if (file.name === 'a.png') await firstHeld.promise;
      if (file.name === 'notes.png')
        throw new ApiRequestError(
          400,
          'validation_failed',
          'This file is not a PNG, JPEG, WebP, GIF or AVIF image.',
          undefined,
          true,
        );
      return imageEntry(3, { name: file.name });
    });
    const { user } = renderCard();
    await imagesCard();
    await user.upload(fileInput(), [png('a.png'), png('notes.png'), png('c.png')]);
    expect(await screen.findByText(imagesNotices.imagesSelected.title)).toBeInTheDocument();
    expect(screen.getByText('3 image files selected')).toBeInTheDocument();

    await user.click((await imagesCard()).getByRole('button', { name: copy.upload }));
    const progress = await screen.findByRole('progressbar', { name: copy.progressLabel });
    // Half of the first of three equal files.
    expect(progress).toHaveAttribute('aria-valuenow', '17');
    expect(screen.getByText('Uploading 1 of 3: a.png')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
    firstHeld.release(new Response());

    expect(await screen.findByText('2 of 3 images uploaded.')).toBeInTheDocument();
    expect(upload.mock.calls.map(([options]) => options.file.name)).toEqual([
      'a.png',
      'notes.png',
      'c.png',
    ]);
    expect(upload.mock.calls[0]?.[0].path).toBe('/api/admin/images');
    const failures = screen.getByRole('alert');
    expect(failures).toHaveTextContent(
      'notes.png: This file is not a PNG, JPEG, WebP, GIF or AVIF image.',
    );
    expect(await screen.findByText(kitNotices.uploadFailed.title)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/admin/images')).toHaveLength(2));
  });

  it('refuses a file over the limit without sending it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAdminApi({
      'GET /api/admin/images': () => Response.json({ ...imagesList(), maxBytes: 1024 }),
    });
    upload.mockResolvedValue(imageEntry(3));
    const { user } = renderCard();
    await screen.findByText('PNG, JPEG, WebP, GIF or AVIF, up to 1 KB each. SVG is not accepted.');
    await user.upload(fileInput(), [png('huge.png', 2048), png('small.png')]);
    await user.click((await imagesCard()).getByRole('button', { name: copy.upload }));

    expect(await screen.findByText('1 of 2 images uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'huge.png: The file is larger than the limit of 1 KB.',
    );
    expect(upload.mock.calls.map(([options]) => options.file.name)).toEqual(['small.png']);
  });

  it("copies an image's absolute URL and says so, or says that copying failed", async () => {
    fakeAdminApi();
    const { user } = renderCard();
    // After the user-event set-up, which puts a clipboard of its own in place.
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await imagesCard();
    await user.click(await screen.findByRole('button', { name: 'Copy URL of hero.webp' }));
    expect(writeText).toHaveBeenCalledWith(new URL(imageEntry(2).url, window.location.href).href);
    expect(await screen.findByText(imagesNotices.urlCopied.title)).toBeInTheDocument();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy URL of picture-1.png' }));
    expect(await screen.findByText(imagesNotices.urlCopyFailed.description)).toBeInTheDocument();
  });

  it('removes an image after a confirmation, then says so and lists the rest', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    await imagesCard();
    await user.click(await screen.findByRole('button', { name: 'Remove hero.webp' }));
    const confirm = await findOpenDialog('alertdialog', { name: copy.removeConfirmTitle });
    expect(within(confirm).getByRole('button', { name: commonCopy.cancel })).toHaveFocus();
    expect(api.callsTo('DELETE /api/admin/images/:imageId')).toHaveLength(0);
    api.on('GET /api/admin/images', () => Response.json(imagesList([imageEntry(1)])));
    await user.click(within(confirm).getByRole('button', { name: copy.removeConfirmAction }));

    expect(await screen.findByText(kitNotices.fileRemoved.description)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/images/:imageId')[0]?.params).toEqual({
      imageId: 'img_2',
    });
    await waitFor(() => expect(within(imageList()).getAllByRole('listitem')).toHaveLength(1));
  });

  it("refreshes the list with 'Storage refreshed' / 'Images storage has been refreshed'", async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    const card = await imagesCard();
    await card.findAllByRole('listitem');
    await user.click(card.getByRole('button', { name: copy.refreshLabel }));
    expect(await screen.findByText('Images storage has been refreshed')).toBeInTheDocument();
    expect(screen.getByText(kitNotices.storageRefreshed.title)).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/images')).toHaveLength(2);
  });
});
