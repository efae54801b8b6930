import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { editorRoutes, entryDetail, entrySummary } from '#tests/entry-editor-fixtures.ts';
import { currentAddress, renderAdminCard } from '#tests/render-admin.tsx';
import { PostsSection } from './posts-section.tsx';
import { publishingCopy } from './publishing-copy.ts';

const copy = publishingCopy;
const listKey = 'GET /api/admin/publishing/entries';

afterEach(() => vi.unstubAllGlobals());

const posts = [
  entrySummary({ hasDraftChanges: true }),
  entrySummary({
    id: 22,
    title: 'Deadlines by state',
    path: '/blog/deadlines',
    status: 'scheduled',
    scheduledAt: '2026-12-24T15:00:00.000Z',
  }),
  entrySummary({ id: 23, title: 'A first draft', status: 'draft', savedBy: null }),
];

describe('the posts section', () => {
  it('lists each post with its status, unpublished changes and who saved it', async () => {
    fakeAdminApi({ [listKey]: () => Response.json({ entries: posts, total: 3 }) });
    renderAdminCard(<PostsSection />, { url: '/admin/posts' });
    const list = await screen.findByRole('list', { name: copy.posts.title });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(copy.status.published);
    expect(rows[0]).toHaveTextContent(copy.status.changes);
    expect(rows[0]).toHaveTextContent(/Saved Nov 23, 2026, .+ by admin/);
    expect(rows[1]).toHaveTextContent(/Scheduled for Dec 24, 2026/);
    expect(rows[2]).toHaveTextContent(copy.status.draft);
    expect(screen.getByText('3 posts')).toBeInTheDocument();
  });

  it('searches by what is typed', async () => {
    const api = fakeAdminApi({ [listKey]: () => Response.json({ entries: posts, total: 3 }) });
    const { user } = renderAdminCard(<PostsSection />, { url: '/admin/posts' });
    await user.type(await screen.findByLabelText(copy.posts.search), 'texas');
    await waitFor(() =>
      expect(api.callsTo(listKey).some((call) => call.query.get('q') === 'texas')).toBe(true),
    );
    expect(api.callsTo(listKey).every((call) => call.query.get('kind') === 'post')).toBe(true);
  });

  it('makes a new post a draft and opens it at its own address', async () => {
    const api = fakeAdminApi({
      ...editorRoutes(entryDetail({ id: 40, status: 'draft', published: null })),
      [listKey]: () => Response.json({ entries: [], total: 0 }),
      'POST /api/admin/publishing/entries': () =>
        Response.json(entryDetail({ id: 40, status: 'draft', published: null }), { status: 201 }),
    });
    const { user } = renderAdminCard(<PostsSection />, { url: '/admin/posts' });
    await user.click(await screen.findByRole('button', { name: copy.posts.newPost }));
    await waitFor(() => expect(currentAddress()).toBe('/admin/posts/40'));
    expect(api.callsTo('POST /api/admin/publishing/entries')[0]?.body).toMatchObject({
      content: { kind: 'post', title: copy.posts.newDraft.title },
    });
  });
});
