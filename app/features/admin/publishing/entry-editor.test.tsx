import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { editorRoutes, entryDetail, postContent } from '#tests/entry-editor-fixtures.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { publishEntrySchema, staleSaveMessage } from '#shared/contracts/publishing.ts';
import { EntryEditor } from './entry-editor.tsx';
import { publishingCopy } from './publishing-copy.ts';
import { writeUnsavedCopy } from './unsaved-copy.ts';
import { findOpenDialog } from '#tests/open-dialog.ts';

const copy = publishingCopy;
const entryId = 21;
const putKey = 'PUT /api/admin/publishing/entries/:entryId';
const storageKey = `publishing-unsaved-${String(entryId)}`;

const renderEditor = () =>
  renderAdminCard(<EntryEditor entryId={entryId} />, { url: `/admin/posts/${String(entryId)}` });
const body = () => screen.findByLabelText(copy.editor.body);
/** Autosave waits 1.5 s after the last key. */
const afterAutosave = { timeout: 5_000 };

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the entry editor', () => {
  it('saves by itself once typing stops, with the version it holds, then the one it got back', async () => {
    const api = fakeAdminApi(editorRoutes());
    const { user } = renderEditor();
    await user.type(await body(), ' Then write.');
    await waitFor(() => expect(api.callsTo(putKey)).toHaveLength(1), afterAutosave);
    expect(api.callsTo(putKey)[0]?.body).toMatchObject({
      version: 3,
      autosave: true,
      content: { body: 'The first step is to read the order. Then write.' },
    });
    await waitFor(() => expect(window.localStorage.getItem(storageKey)).toBeNull());

    await user.type(await body(), ' Again.');
    await waitFor(() => expect(api.callsTo(putKey)).toHaveLength(2), afterAutosave);
    expect(api.callsTo(putKey)[1]?.body).toMatchObject({ version: 4, autosave: true });
  });

  it('on a stale version says so, stops saving and keeps the text: nothing is overwritten', async () => {
    const api = fakeAdminApi({
      ...editorRoutes(),
      [putKey]: () => apiError(409, 'conflict', staleSaveMessage),
    });
    const { user } = renderEditor();
    await user.type(await body(), ' Mine.');
    const alert = await screen.findByRole('alert', {}, afterAutosave);
    expect(alert).toHaveTextContent(staleSaveMessage);

    await user.type(await body(), ' More.');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(api.callsTo(putKey)).toHaveLength(1);
    expect(screen.getByRole('button', { name: copy.lifecycle.publish })).toBeDisabled();
    expect(window.localStorage.getItem(storageKey)).toContain('Mine. More.');
  });

  it('restores the unsaved copy kept in this browser, says from when, and sends it', async () => {
    writeUnsavedCopy(entryId, 3, postContent({ body: 'Typed before the tab closed.' }));
    const api = fakeAdminApi(editorRoutes());
    renderEditor();
    expect(await body()).toHaveValue('Typed before the tab closed.');
    expect(await screen.findByText(/^Unsaved changes from .+ restored\.$/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(putKey)).toHaveLength(1), afterAutosave);
    expect(api.callsTo(putKey)[0]?.body).toMatchObject({
      version: 3,
      content: { body: 'Typed before the tab closed.' },
    });
    await waitFor(() => expect(window.localStorage.getItem(storageKey)).toBeNull());
  });

  it('places an image from the media library only with its alt text', async () => {
    fakeAdminApi(editorRoutes(entryDetail({}, postContent({ body: '' }))));
    const { user } = renderEditor();
    await body();
    await user.click(screen.getByRole('button', { name: copy.image.open }));
    await user.click(await screen.findByRole('button', { name: 'Choose hero.webp' }));
    await user.click(screen.getByRole('button', { name: copy.image.insert }));
    expect(await screen.findByText(copy.image.altRequired)).toBeInTheDocument();
    expect(await body()).toHaveValue('');

    await user.type(
      screen.getByLabelText(new RegExp(`^${copy.image.alt}`)),
      'The order’s first page',
    );
    await user.click(screen.getByRole('button', { name: copy.image.insert }));
    expect(await body()).toHaveValue('![The order’s first page](media:hero.webp)');
  });

  it('inserts a link to one of the site’s pages', async () => {
    fakeAdminApi(editorRoutes(entryDetail({}, postContent({ body: '' }))));
    const { user } = renderEditor();
    await body();
    await user.click(screen.getByRole('button', { name: copy.links.open }));
    await user.click(await screen.findByRole('button', { name: /Texas child support guide/ }));
    expect(await body()).toHaveValue('[Texas child support guide](/states/texas)');
  });

  it('refuses to schedule in the past', async () => {
    const api = fakeAdminApi(editorRoutes());
    const { user } = renderEditor();
    await body();
    await user.type(screen.getByLabelText(copy.lifecycle.scheduleAt), '2020-01-01T09:00');
    await user.click(screen.getByRole('button', { name: copy.lifecycle.schedule }));
    expect(await screen.findByText(copy.lifecycle.scheduleFuture)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/publishing/entries/:entryId/schedule')).toHaveLength(0);
  });

  it('asks where a deleted entry’s address goes: gone, or one of our pages', async () => {
    const api = fakeAdminApi(editorRoutes());
    const { user } = renderEditor();
    await body();
    await user.click(screen.getByRole('button', { name: copy.lifecycle.delete }));
    const dialog = await findOpenDialog('alertdialog', { name: copy.lifecycle.deleteTitle });
    await user.click(within(dialog).getByRole('radio', { name: copy.lifecycle.deleteRedirect }));
    const confirm = within(dialog).getByRole('button', { name: copy.lifecycle.delete });
    expect(confirm).toBeDisabled();
    await user.click(
      await within(dialog).findByRole('button', { name: /Texas child support guide/ }),
    );
    await user.click(confirm);
    await waitFor(() =>
      expect(api.callsTo('DELETE /api/admin/publishing/entries/:entryId')[0]?.body).toEqual({
        redirectTo: '/states/texas',
      }),
    );
  });

  it('answers 410 for a deleted entry’s address unless told otherwise', async () => {
    const api = fakeAdminApi(editorRoutes());
    const { user } = renderEditor();
    await body();
    await user.click(screen.getByRole('button', { name: copy.lifecycle.delete }));
    const dialog = await findOpenDialog('alertdialog', { name: copy.lifecycle.deleteTitle });
    expect(within(dialog).getByRole('radio', { name: copy.lifecycle.deleteGone })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: copy.lifecycle.delete }));
    await waitFor(() =>
      expect(api.callsTo('DELETE /api/admin/publishing/entries/:entryId')[0]?.body).toEqual({
        redirectTo: null,
      }),
    );
  });

  it('publishes after sending the pending changes, with the version they produced', async () => {
    const api = fakeAdminApi({
      ...editorRoutes(),
      'POST /api/admin/publishing/entries/:entryId/publish': ({ body }) =>
        Response.json(entryDetail({ version: publishEntrySchema.parse(body).version + 1 })),
    });
    const { user } = renderEditor();
    await user.type(await body(), ' Last word.');
    await user.click(screen.getByRole('button', { name: copy.lifecycle.publish }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/publishing/entries/:entryId/publish')).toHaveLength(1),
    );
    expect(api.callsTo(putKey)[0]?.body).toMatchObject({
      version: 3,
      content: { body: 'The first step is to read the order. Last word.' },
    });
    expect(api.callsTo('POST /api/admin/publishing/entries/:entryId/publish')[0]?.body).toEqual({
      version: 4,
    });
  });

  it('compares a revision with the published text and restores it after asking', async () => {
    const api = fakeAdminApi({
      ...editorRoutes(),
      'GET /api/admin/publishing/entries/:entryId/revisions/:number': () =>
        Response.json({
          revision: {
            number: 1,
            action: 'saved',
            savedAt: '2026-11-01T10:00:00.000Z',
            savedBy: null,
          },
          content: postContent({ body: 'An older first step.' }),
          published: postContent(),
        }),
      'POST /api/admin/publishing/entries/:entryId/revisions/:number/restore': () =>
        Response.json(entryDetail({ version: 4 }, postContent({ body: 'An older first step.' }))),
    });
    const { user } = renderEditor();
    await body();
    await user.click(
      await screen.findByRole('button', { name: `${copy.revisions.compare}: Revision 1` }),
    );
    const diff = await screen.findByRole('region', { name: /Changes in revision 1/ });
    const words = (title: string) =>
      within(diff)
        .getAllByTitle(title)
        .map((change) => change.textContent)
        .join(' ');
    expect(words(copy.revisions.added)).toContain('older');
    expect(words(copy.revisions.removed)).toContain('read the order');

    await user.click(screen.getByRole('button', { name: `${copy.revisions.restore}: Revision 1` }));
    const dialog = await findOpenDialog('alertdialog', { name: 'Restore revision 1?' });
    await user.click(within(dialog).getByRole('button', { name: copy.revisions.restore }));
    await waitFor(async () => expect(await body()).toHaveValue('An older first step.'));
    expect(
      api.callsTo('POST /api/admin/publishing/entries/:entryId/revisions/:number/restore')[0]
        ?.params,
    ).toMatchObject({ number: '1' });
  });
});
