import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { person } from '#tests/publishing-admin-fixtures.ts';
import { currentAddress, renderAdminCard } from '#tests/render-admin.tsx';
import { peopleCopy } from './people-copy.ts';
import { PeopleSection } from './people-section.tsx';
import { findOpenDialog } from '#tests/open-dialog.ts';

const copy = peopleCopy;
const dialogCopy = copy.dialog;

const routes = {
  'GET /api/admin/publishing/people': () =>
    Response.json({
      people: [person(), person({ id: 2, name: 'Sam Ortiz', slug: 'sam-ortiz', credentials: '' })],
    }),
  'POST /api/admin/publishing/people': () => Response.json({ person: person({ id: 3 }) }),
  'PUT /api/admin/publishing/people/:personId': () => Response.json({ person: person() }),
  'DELETE /api/admin/publishing/people/:personId': () => Response.json({ ok: true }),
} as const;

/** A field by its label, whatever marks follow it (the required star). */
const field = (label: string) => new RegExp(`^${label}`);

afterEach(() => vi.unstubAllGlobals());

describe('the people section', () => {
  it('lists each person with their credentials, an edit address and their page', async () => {
    fakeAdminApi(routes);
    renderAdminCard(<PeopleSection />, { url: '/admin/people' });
    const list = within(await screen.findByRole('list', { name: copy.listLabel }));
    expect(list.getByText('Family law attorney')).toBeInTheDocument();
    expect(list.getByText(copy.noCredentials)).toBeInTheDocument();
    expect(list.getByRole('link', { name: `${copy.edit} Dana Reyes` })).toHaveAttribute(
      'href',
      '/admin/people/1',
    );
    expect(list.getByRole('link', { name: `${copy.viewPage}: Dana Reyes` })).toHaveAttribute(
      'href',
      '/authors/dana-reyes',
    );
  });

  it('adds a person: each refused field says why beside it, nothing is sent until they pass', async () => {
    const api = fakeAdminApi(routes);
    const { user } = renderAdminCard(<PeopleSection />, { url: '/admin/people' });
    await screen.findByRole('list', { name: copy.listLabel });
    await user.click(screen.getByRole('button', { name: copy.add }));
    const dialog = within(await findOpenDialog('dialog', { name: dialogCopy.newTitle }));

    await user.type(dialog.getByLabelText(field(dialogCopy.credentials)), 'Attorney\u0007');
    await user.click(dialog.getByRole('button', { name: dialogCopy.create }));
    const name = dialog.getByLabelText(field(dialogCopy.name));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Name is required\./));
    expect(name).toHaveFocus();
    expect(dialog.getByLabelText(field(dialogCopy.slug))).toHaveAccessibleDescription(
      /Slug is required\./,
    );
    expect(dialog.getByLabelText(field(dialogCopy.credentials))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.callsTo('POST /api/admin/publishing/people')).toHaveLength(0);

    await user.type(name, 'Ana María Díaz');
    // The address follows the name while it is not typed in itself.
    expect(dialog.getByLabelText(field(dialogCopy.slug))).toHaveValue('ana-maria-diaz');
    const credentials = dialog.getByLabelText(field(dialogCopy.credentials));
    await user.clear(credentials);
    await user.type(credentials, 'Paralegal');
    await user.selectOptions(dialog.getByLabelText(field(dialogCopy.photo)), 'hero.webp');
    expect(dialog.getByRole('img', { name: dialogCopy.photoPreview })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: dialogCopy.create }));
    expect(await screen.findByText(copy.notices.created.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/publishing/people')[0]?.body).toEqual({
      name: 'Ana María Díaz',
      slug: 'ana-maria-diaz',
      credentials: 'Paralegal',
      bio: '',
      photo: 'hero.webp',
    });
  });

  it('edits a person at their own address and shows the server’s refusal on its field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeAdminApi({
      ...routes,
      'PUT /api/admin/publishing/people/:personId': () =>
        apiError(400, 'invalid_body', 'This address is taken.', {
          slug: 'Another person has this address.',
        }),
    });
    const { user } = renderAdminCard(<PeopleSection />, { url: '/admin/people/1' });
    const dialog = within(await findOpenDialog('dialog', { name: 'Edit Dana Reyes' }));
    const slug = dialog.getByLabelText(field(dialogCopy.slug));
    expect(slug).toHaveValue('dana-reyes');
    await user.clear(slug);
    await user.type(slug, 'sam-ortiz');
    await user.click(dialog.getByRole('button', { name: dialogCopy.save }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(/Another person has this address\./),
    );
    expect(api.callsTo('PUT /api/admin/publishing/people/:personId')[0]?.params).toEqual({
      personId: '1',
    });

    await user.click(dialog.getByRole('button', { name: dialogCopy.cancel }));
    await waitFor(() => expect(currentAddress()).toBe('/admin/people'));
  });

  it('deletes a person only after asking', async () => {
    const api = fakeAdminApi(routes);
    const { user } = renderAdminCard(<PeopleSection />, { url: '/admin/people' });
    const list = within(await screen.findByRole('list', { name: copy.listLabel }));
    await user.click(list.getByRole('button', { name: `${copy.remove} Sam Ortiz` }));
    const confirm = await findOpenDialog('alertdialog', { name: copy.removeConfirmTitle });
    expect(confirm).toHaveTextContent('Sam Ortiz is deleted');
    expect(api.callsTo('DELETE /api/admin/publishing/people/:personId')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: copy.removeConfirmAction }));
    expect(await screen.findByText(copy.notices.removed.title)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/publishing/people/:personId')[0]?.params).toEqual({
      personId: '2',
    });
  });
});
