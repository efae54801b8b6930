import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { mailRoutes } from '#tests/mail-section-fixtures.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { mailCopy } from './mail-copy.ts';
import { MailSection } from './mail-section.tsx';
import { findOpenDialog } from '#tests/open-dialog.ts';

const copy = mailCopy.suppressed;

const renderSuppressed = () => renderAdminCard(<MailSection />, { url: '/admin/mail/suppressed' });
const addForm = () => within(screen.getByRole('form', { name: copy.addTitle }));

afterEach(() => vi.unstubAllGlobals());

describe('the bounced and complained view', () => {
  it('lists each address with its reason, time and detail', async () => {
    fakeAdminApi(mailRoutes());
    renderSuppressed();
    const rows = within(await screen.findByRole('list', { name: copy.listLabel })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('gone@example.com');
    expect(rows[0]).toHaveTextContent(copy.reasons.bounced);
    expect(rows[0]).toHaveTextContent('550 5.1.1 No such user');
    expect(rows[1]).toHaveTextContent(copy.reasons.complained);
  });

  it('allows mail to an address again after asking', async () => {
    const api = fakeAdminApi(mailRoutes());
    const { user } = renderSuppressed();
    const rows = within(await screen.findByRole('list', { name: copy.listLabel })).getAllByRole(
      'listitem',
    );
    await user.click(within(rows[0] ?? document.body).getByRole('button', { name: copy.allow }));
    const dialog = await findOpenDialog('alertdialog');
    expect(dialog).toHaveTextContent('Allow mail to gone@example.com again?');
    await user.click(within(dialog).getByRole('button', { name: copy.allow }));
    expect(await screen.findByText('gone@example.com may receive mail again.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/mail/suppressed/:email')[0]?.params).toEqual({
      email: 'gone@example.com',
    });
  });

  it('keeps an address out by hand, and refuses a bad one on its field', async () => {
    const api = fakeAdminApi(mailRoutes());
    const { user } = renderSuppressed();
    await screen.findByRole('list', { name: copy.listLabel });
    await user.type(addForm().getByLabelText(copy.email, { exact: false }), 'not-an-address');
    await user.click(addForm().getByRole('button', { name: copy.add }));
    expect(addForm().getByLabelText(copy.email, { exact: false })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.callsTo('POST /api/admin/mail/suppressed')).toHaveLength(0);

    const email = addForm().getByLabelText(copy.email, { exact: false });
    await user.clear(email);
    await user.type(email, 'someone@example.com');
    await user.selectOptions(addForm().getByLabelText(copy.reason, { exact: false }), 'bounced');
    await user.type(addForm().getByLabelText(copy.detail, { exact: false }), 'Told us by phone');
    await user.click(addForm().getByRole('button', { name: copy.add }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/mail/suppressed')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/mail/suppressed')[0]?.body).toEqual({
      email: 'someone@example.com',
      reason: 'bounced',
      detail: 'Told us by phone',
    });
  });

  it("shows the server's refusal on the address field", async () => {
    fakeAdminApi({
      ...mailRoutes(),
      'POST /api/admin/mail/suppressed': () =>
        apiError(400, 'validation_failed', 'Check the fields.', {
          email: 'This address is already kept out.',
        }),
    });
    const { user } = renderSuppressed();
    await screen.findByRole('list', { name: copy.listLabel });
    await user.type(addForm().getByLabelText(copy.email, { exact: false }), 'gone@example.com');
    await user.click(addForm().getByRole('button', { name: copy.add }));
    expect(await screen.findByText('This address is already kept out.')).toBeInTheDocument();
    expect(addForm().getByLabelText(copy.email, { exact: false })).toHaveFocus();
  });
});
