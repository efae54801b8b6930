import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSections } from '#shared/admin-sections.ts';
import { auditActions } from '#shared/contracts/admin.ts';
import { adminAccounts, auditEntries } from '#tests/admin-fixtures.ts';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { findDashboard, renderAdmin, renderAdminCard } from '#tests/render-admin.tsx';
import { commonCopy } from '../kit/kit-copy.ts';
import { SecurityCard } from './security-card.tsx';
import { auditActionsCopy, securityCopy, securityNotices } from './security-copy.ts';
import { findOpenDialog } from '#tests/open-dialog.ts';

const copy = securityCopy;

/** The table holding a cell with `text`, once it has loaded. */
async function findTableWith(text: string) {
  const cell = await screen.findByRole('cell', { name: new RegExp(text) });
  const table = cell.closest('table');
  if (!table) throw new Error(`No table around ${text}`);
  return within(table);
}

const renderCard = () => renderAdminCard(<SecurityCard />);

const grantField = () => screen.getByLabelText(new RegExp(`^${copy.grantLabel}`));
/** Waits for the card: its forms show at once, so the grant field is enough. */
const findGrantField = () => screen.findByLabelText(new RegExp(`^${copy.grantLabel}`));
const grantButton = () => screen.getByRole('button', { name: copy.grantSubmit });

afterEach(() => vi.unstubAllGlobals());

describe('grant admin role', () => {
  it("refuses an empty address with 'Error' / 'Please enter a valid email address'", async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    await findGrantField();
    await user.click(grantButton());

    expect(await screen.findByText(securityNotices.invalidGrantEmail.title)).toBeInTheDocument();
    expect(grantField()).toHaveAttribute('aria-invalid', 'true');
    expect(grantField()).toHaveAccessibleDescription(securityNotices.invalidGrantEmail.description);
    expect(api.callsTo('POST /api/admin/admins')).toHaveLength(0);
  });

  it("puts the server's message on the field for a malformed address", async () => {
    fakeAdminApi({
      'POST /api/admin/admins': () =>
        apiError(400, 'validation_failed', 'Check the fields.', {
          email: 'Enter a valid email address, like name@example.com.',
        }),
    });
    const { user } = renderCard();
    await findGrantField();
    await user.type(grantField(), 'not-an-address');
    await user.click(grantButton());

    await waitFor(() => expect(grantField()).toHaveAttribute('aria-invalid', 'true'));
    expect(grantField()).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(grantField()).toHaveFocus();
  });

  it("shows the server's message when an address has had its invitations", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const capped =
      'An invitation was mailed to this address a short while ago. Ask them to look for it (spam folder too), or try again later.';
    fakeAdminApi({
      'POST /api/admin/admins': () => apiError(429, 'invitation_capped', capped),
    });
    const { user } = renderCard();
    await findGrantField();
    await user.type(grantField(), 'partner@example.com');
    await user.click(grantButton());

    expect(await screen.findByText(securityNotices.grantFailed.title)).toBeInTheDocument();
    expect(screen.getByText(capped)).toBeInTheDocument();
  });

  it("grants the role with 'Admin role granted' and refreshes the admins and the audit log", async () => {
    const api = fakeAdminApi({
      'POST /api/admin/admins': ({ body }) =>
        Response.json({
          outcome: 'promoted',
          admin: { ...adminAccounts()[1], status: 'active', email: 'helper@example.com' },
          body,
        }),
    });
    const { user } = renderCard();
    await findGrantField();
    await findTableWith('198.51.100.99');
    await user.type(grantField(), 'helper@example.com');
    await user.click(grantButton());

    expect(await screen.findByText(securityNotices.adminGranted.title)).toBeInTheDocument();
    expect(screen.getByText('Admin privileges granted to helper@example.com')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/admins')[0]?.body).toEqual({
      email: 'helper@example.com',
      role: 'support',
    });
    expect(grantField()).toHaveValue('');
    await waitFor(() => expect(api.callsTo('GET /api/admin/audit')).toHaveLength(2));
    expect(api.callsTo('GET /api/admin/admins')).toHaveLength(2);
  });

  it('says an invitation was sent to a new address', async () => {
    fakeAdminApi({
      'POST /api/admin/admins': () =>
        Response.json({
          outcome: 'invited',
          admin: { ...adminAccounts()[1], email: 'new.person@example.com' },
        }),
    });
    const { user } = renderCard();
    await findGrantField();
    await user.type(grantField(), 'new.person@example.com');
    await user.click(grantButton());
    expect(
      await screen.findByText(
        'Admin privileges granted to new.person@example.com. An invitation e-mail with a link to choose a password was sent.',
      ),
    ).toBeInTheDocument();
  });
});

describe('admins and audit log', () => {
  it('lists the admins with their state, last sign-in and which one is you', async () => {
    fakeAdminApi();
    renderCard();
    const list = within(await screen.findByRole('list', { name: copy.adminsTitle }));
    const [you, invited] = list.getAllByRole('listitem');
    expect(you).toHaveTextContent('admin@example.com');
    expect(within(you ?? document.body).getByText(copy.you)).toBeInTheDocument();
    expect(within(you ?? document.body).getByText(copy.active)).toBeInTheDocument();
    expect(invited).toHaveTextContent('partner@example.com');
    expect(within(invited ?? document.body).getByText(copy.invited)).toBeInTheDocument();
    expect(invited).toHaveTextContent(`${copy.lastSignIn}: ${commonCopy.never}`);
    expect(within(invited ?? document.body).queryByText(copy.you)).not.toBeInTheDocument();
  });

  it("revokes after a confirmation, and shows the server's refusal for the last admin", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeAdminApi({
      'POST /api/admin/admins/:userId/revoke': () =>
        apiError(400, 'last_admin', 'The last admin cannot lose the admin role.'),
    });
    const { user } = renderCard();
    await screen.findByRole('list', { name: copy.adminsTitle });
    await user.click(
      screen.getByRole('button', { name: 'Revoke the admin role of admin@example.com' }),
    );
    const confirm = await findOpenDialog('alertdialog', { name: copy.revokeConfirmTitle });
    expect(confirm).toHaveTextContent(copy.revokeConfirmSelf);
    await user.click(within(confirm).getByRole('button', { name: copy.revokeConfirmAction }));

    expect(await screen.findByText(securityNotices.revokeFailed.title)).toBeInTheDocument();
    expect(screen.getByText('The last admin cannot lose the admin role.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/admins/:userId/revoke')[0]?.params).toEqual({
      userId: 'user-admin-1',
    });
  });

  it('shows the newest audit entries with readable actions', async () => {
    fakeAdminApi();
    renderCard();
    const log = await findTableWith('198.51.100.99');
    const rows = log.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(auditEntries().length);
    expect(rows[0]).toHaveTextContent('Admin invited');
    expect(rows[0]).toHaveTextContent('partner@example.com');
    expect(rows[0]).toHaveTextContent('203.0.113.5');
    expect(rows[2]).toHaveTextContent('Failed sign-in');
  });

  it('names what an entry acted on as the seller typed it, its id in small type beside it', async () => {
    fakeAdminApi({
      'GET /api/admin/audit': () =>
        Response.json({
          entries: [
            {
              ...auditEntries()[0],
              action: 'discount_code_created',
              target: 'dc_9f2k3j',
              targetLabel: 'FALL20',
            },
            ...auditEntries().slice(1),
          ],
        }),
    });
    renderCard();
    const log = await findTableWith('198.51.100.99');
    const created = log.getAllByRole('row')[1];
    expect(created).toHaveTextContent('Discount code created');
    const target = within(created ?? document.body).getByText('FALL20');
    expect(target.nextElementSibling).toHaveTextContent('dc_9f2k3j');
  });

  it('has a label for every audit action', () => {
    for (const action of auditActions) expect(auditActionsCopy[action]).toBeTruthy();
  });
});

describe('change password', () => {
  it('checks the length and the repeat before sending, then changes it', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    await findGrantField();
    const current = screen.getByLabelText(new RegExp(`^${copy.currentPassword}`));
    const next = screen.getByLabelText(new RegExp(`^${copy.newPassword}`));
    const repeat = screen.getByLabelText(new RegExp(`^${copy.repeatPassword}`));
    const submit = screen.getByRole('button', { name: copy.passwordSubmit });

    await user.type(current, 'correct horse battery');
    await user.type(next, 'too short');
    await user.type(repeat, 'different');
    await user.click(submit);
    expect(
      await screen.findByText(securityNotices.passwordFieldsInvalid.title),
    ).toBeInTheDocument();
    expect(next).toHaveAccessibleDescription('Choose a password of at least 12 characters.');
    expect(repeat).toHaveAccessibleDescription(copy.passwordsDiffer);
    expect(api.callsTo('POST /api/admin/password')).toHaveLength(0);

    await user.clear(next);
    await user.type(next, 'a much longer passphrase');
    await user.clear(repeat);
    await user.type(repeat, 'a much longer passphrase');
    await user.click(submit);
    expect(await screen.findByText(securityNotices.passwordChanged.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/password')[0]?.body).toEqual({
      currentPassword: 'correct horse battery',
      newPassword: 'a much longer passphrase',
    });
    expect(next).toHaveValue('');
  });

  it("keeps you signed in when the current password is wrong, with the server's word on it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAdminApi({
      'POST /api/admin/password': () =>
        apiError(400, 'validation_failed', 'Check the fields.', {
          currentPassword: 'The current password is wrong.',
        }),
    });
    const { user } = renderAdmin(adminSections.team.path);
    const current = await screen.findByLabelText(new RegExp(`^${copy.currentPassword}`));
    const form = within(current.closest('form') ?? document.body);
    // Typing is not what this test is about: on the whole back office it costs seconds.
    await user.click(current);
    await user.paste('not my password');
    await user.click(form.getByLabelText(new RegExp(`^${copy.newPassword}`)));
    await user.paste('a much longer passphrase');
    await user.click(form.getByLabelText(new RegExp(`^${copy.repeatPassword}`)));
    await user.paste('a much longer passphrase');
    await user.click(form.getByRole('button', { name: copy.passwordSubmit }));

    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('The current password is wrong.'),
    );
    expect(await findDashboard()).toBeInTheDocument();
  });
});
