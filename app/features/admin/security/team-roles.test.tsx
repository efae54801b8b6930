import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rolesCopy } from '#content/admin-roles.ts';
import { adminAccounts, testAdmin } from '#tests/admin-fixtures.ts';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { SecurityCard } from './security-card.tsx';
import { securityCopy, securityNotices } from './security-copy.ts';

const copy = securityCopy;
const roles = rolesCopy;

const renderCard = () => renderAdminCard(<SecurityCard />);
const roleField = () => screen.getByRole('combobox', { name: roles.grantRole });
const grantField = () => screen.getByLabelText(new RegExp(`^${copy.grantLabel}`));
const findAdmins = async () => within(await screen.findByRole('list', { name: copy.adminsTitle }));

afterEach(() => vi.unstubAllGlobals());

describe('granting with a role', () => {
  it('offers support first, says what each role can do, and sends the role chosen', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    await screen.findByLabelText(new RegExp(`^${copy.grantLabel}`));
    expect(roleField()).toHaveValue('support');
    expect(
      within(roleField())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([roles.names.support, roles.names.editor, roles.names.owner]);
    expect(roleField()).toHaveAccessibleDescription(`Can do ${roles.abilities.support}.`);

    await user.selectOptions(roleField(), roles.names.owner);
    expect(roleField()).toHaveAccessibleDescription(`Can do ${roles.abilities.owner}.`);
    await user.type(grantField(), 'partner@example.com');
    await user.click(screen.getByRole('button', { name: copy.grantSubmit }));

    expect(await screen.findByText(securityNotices.adminGranted.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/admins')[0]?.body).toEqual({
      email: 'partner@example.com',
      role: 'owner',
    });
    // The next grant starts from the least privilege again.
    await waitFor(() => expect(roleField()).toHaveValue('support'));
  });

  it("puts the server's message about the role on the role field", async () => {
    fakeAdminApi({
      'POST /api/admin/admins': () =>
        apiError(400, 'validation_failed', 'Check the fields.', {
          role: 'Choose owner or support.',
        }),
    });
    const { user } = renderCard();
    await screen.findByLabelText(new RegExp(`^${copy.grantLabel}`));
    await user.type(grantField(), 'partner@example.com');
    await user.click(screen.getByRole('button', { name: copy.grantSubmit }));

    await waitFor(() => expect(roleField()).toHaveAttribute('aria-invalid', 'true'));
    expect(roleField()).toHaveAccessibleDescription(
      expect.stringContaining('Choose owner or support.'),
    );
    expect(roleField()).toHaveFocus();
  });
});

describe('the admins’ roles', () => {
  it('shows each admin’s role and changes one, refreshing the list, the log and your session', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    const list = await findAdmins();
    const partner = list.getByRole('combobox', { name: 'Role of partner@example.com' });
    expect(list.getByRole('combobox', { name: `Role of ${testAdmin.email}` })).toHaveValue('owner');
    expect(partner).toHaveValue('support');
    const sessionChecks = api.callsTo('GET /api/auth/session').length;

    await user.selectOptions(partner, roles.names.owner);
    expect(await screen.findByText('partner@example.com is now Owner.')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/admin/admins/:userId/role');
    expect(call?.params).toEqual({ userId: adminAccounts()[1]?.id });
    expect(call?.body).toEqual({ role: 'owner' });
    await waitFor(() => expect(api.callsTo('GET /api/admin/admins')).toHaveLength(2));
    expect(api.callsTo('GET /api/admin/audit')).toHaveLength(2);
    expect(api.callsTo('GET /api/auth/session').length).toBeGreaterThan(sessionChecks);
  });

  it("shows the server's refusal to demote the last owner", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lastOwner =
      'This is the last owner who can sign in, so they stay an owner. Make someone else an owner first, and let them set their password.';
    fakeAdminApi({
      'POST /api/admin/admins/:userId/role': () => apiError(409, 'last_owner', lastOwner),
    });
    const { user } = renderCard();
    const list = await findAdmins();
    await user.selectOptions(
      list.getByRole('combobox', { name: `Role of ${testAdmin.email}` }),
      roles.names.support,
    );
    expect(await screen.findByText(securityNotices.roleChangeFailed.title)).toBeInTheDocument();
    expect(screen.getByText(lastOwner)).toBeInTheDocument();
  });
});

describe('a support admin', () => {
  it('sees only their own password, none of the team’s controls', async () => {
    const support = { ...testAdmin, role: 'support' as const };
    const api = fakeAdminApi({ 'GET /api/auth/session': () => Response.json({ user: support }) });
    renderAdminCard(<SecurityCard />, { signedInAs: support });

    expect(await screen.findByRole('button', { name: copy.passwordSubmit })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.grantSubmit })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: copy.adminsTitle })).not.toBeInTheDocument();
    expect(screen.queryByText(copy.auditTitle)).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/admins')).toHaveLength(0);
  });
});
