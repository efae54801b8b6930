import { startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  recoveryCodesDialogCopy,
  secondFactorCopy,
  secondFactorNotices,
} from '#content/admin-second-factor.ts';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import {
  passkeyView,
  recoveryCodeList,
  secondFactors,
} from '#tests/second-factor-view-fixtures.ts';
import { commonCopy } from '../kit/kit-copy.ts';
import { SecondFactorCard } from './second-factor-card.tsx';
import { findOpenDialog } from '#tests/open-dialog.ts';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

vi.setConfig({ testTimeout: 20_000 });

const copy = secondFactorCopy;
const dialogCopy = recoveryCodesDialogCopy;
const newCredential = { id: 'credential-2', type: 'public-key', response: {} };
const withPasskey = () =>
  Response.json(
    secondFactors({ passkeys: [passkeyView()], recoveryCodes: { remaining: 8, total: 10 } }),
  );

const renderCard = () => renderAdminCard(<SecondFactorCard />);
const nameField = () => screen.getByLabelText(new RegExp(`^${copy.passkeyName}`));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(startRegistration).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('passkeys', () => {
  it('lists each passkey with when it was added and last used, and whether it is synced', async () => {
    fakeAdminApi({ 'GET /api/admin/me/second-factors': withPasskey });
    renderCard();
    const list = await screen.findByRole('list', { name: copy.passkeysTitle });
    expect(within(list).getByText('Work laptop')).toBeInTheDocument();
    expect(within(list).getByText(copy.synced)).toBeInTheDocument();
    expect(within(list).getByText(/Added Nov 20, 2026/)).toBeInTheDocument();
    expect(within(list).getByText(/Last used Nov 28, 2026/)).toBeInTheDocument();
    expect(screen.getByText('8 of 10 codes left.')).toBeInTheDocument();
  });

  it('asks for a name, then adds the passkey the prompt made and shows the codes once', async () => {
    vi.mocked(startRegistration).mockResolvedValue(newCredential as never);
    const codes = recoveryCodeList();
    const api = fakeAdminApi({
      'POST /api/admin/me/passkeys/options': () =>
        Response.json({ options: { challenge: 'cmVnaXN0ZXI' } }),
      'POST /api/admin/me/passkeys': () =>
        Response.json({ passkey: passkeyView({ name: 'Phone' }), recoveryCodes: codes }),
    });
    const { user } = renderCard();
    await screen.findByText(copy.noPasskeys);

    await user.click(screen.getByRole('button', { name: copy.addPasskey }));
    expect(nameField()).toHaveAccessibleDescription(/Name this passkey\./);
    expect(vi.mocked(startRegistration)).not.toHaveBeenCalled();

    await user.type(nameField(), '  Phone ');
    await user.click(screen.getByRole('button', { name: copy.addPasskey }));
    const dialog = await findOpenDialog('dialog', { name: dialogCopy.title });
    expect(api.callsTo('POST /api/admin/me/passkeys')[0]?.body).toEqual({
      name: 'Phone',
      response: newCredential,
    });
    expect(screen.getByText(secondFactorNotices.passkeyAdded.title)).toBeInTheDocument();
    for (const code of codes) expect(within(dialog).getByText(code)).toBeInTheDocument();

    const done = within(dialog).getByRole('button', { name: dialogCopy.done });
    expect(done).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: dialogCopy.title })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: dialogCopy.saved }));
    await user.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the prompt was closed, and stores nothing', async () => {
    vi.mocked(startRegistration).mockRejectedValue(new DOMException('Closed', 'NotAllowedError'));
    const api = fakeAdminApi({
      'POST /api/admin/me/passkeys/options': () => Response.json({ options: {} }),
    });
    const { user } = renderCard();
    await screen.findByText(copy.noPasskeys);
    await user.type(nameField(), 'Phone');
    await user.click(screen.getByRole('button', { name: copy.addPasskey }));
    expect(
      await screen.findByText(secondFactorNotices.passkeyPromptFailed.description),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/me/passkeys')).toHaveLength(0);
  });

  it('renames and, once confirmed, removes a passkey', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/me/second-factors': withPasskey,
      'PATCH /api/admin/me/passkeys/:passkeyId': () => Response.json({ ok: true }),
      'DELETE /api/admin/me/passkeys/:passkeyId': () => Response.json({ ok: true }),
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
    const field = within(screen.getByRole('alertdialog')).getByLabelText(
      new RegExp(`^${copy.renameField}`),
    );
    await user.clear(field);
    await user.type(field, 'Old laptop');
    await user.click(screen.getByRole('button', { name: copy.renameAction }));
    await screen.findByText(secondFactorNotices.passkeyRenamed.title);
    expect(api.callsTo('PATCH /api/admin/me/passkeys/:passkeyId')[0]).toMatchObject({
      params: { passkeyId: 'pk_AAAAAAAAAAAAAAAA' },
      body: { name: 'Old laptop' },
    });

    await user.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
    await user.click(screen.getByRole('button', { name: commonCopy.cancel }));
    expect(api.callsTo('DELETE /api/admin/me/passkeys/:passkeyId')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
    await user.click(screen.getByRole('button', { name: copy.removeAction }));
    await screen.findByText(secondFactorNotices.passkeyRemoved.title);
    expect(api.callsTo('DELETE /api/admin/me/passkeys/:passkeyId')).toHaveLength(1);
  });
});

describe('the authenticator app', () => {
  it('shows the QR code as an image and the key, and turns on with a code from the app', async () => {
    const api = fakeAdminApi({
      'POST /api/admin/me/totp/setup': () =>
        Response.json({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Shop:admin%40example.com?secret=JBSWY3DPEHPK3PXP',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        }),
      'POST /api/admin/me/totp': () => Response.json({}),
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: copy.appSetUp }));
    const image = await screen.findByRole('img', { name: copy.appQrAlt });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    const field = screen.getByLabelText(new RegExp(`^${copy.appCode}`));
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '000111');
    await user.click(screen.getByRole('button', { name: copy.appConfirm }));
    await screen.findByText(secondFactorNotices.appOn.title);
    expect(api.callsTo('POST /api/admin/me/totp')[0]?.body).toEqual({ code: '000111' });
  });

  it("puts the server's refusal of the code on the field", async () => {
    fakeAdminApi({
      'POST /api/admin/me/totp/setup': () =>
        Response.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://x', qrSvg: '<svg/>' }),
      'POST /api/admin/me/totp': () =>
        apiError(400, 'validation_failed', 'Check the fields.', {
          code: 'That code is not the one the app shows now.',
        }),
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: copy.appSetUp }));
    const field = await screen.findByLabelText(new RegExp(`^${copy.appCode}`));
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: copy.appConfirm }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('That code is not the one the app shows now.'),
    );
  });
});

describe('recovery codes', () => {
  it('makes new ones only once confirmed, and shows them once', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/me/second-factors': withPasskey,
      'POST /api/admin/me/recovery-codes': () => Response.json({ codes: recoveryCodeList() }),
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: copy.newCodes }));
    expect(screen.getByText(copy.newCodesDescription)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.newCodesAction }));
    const dialog = await findOpenDialog('dialog', { name: recoveryCodesDialogCopy.title });
    expect(within(dialog).getByText('abcde-10009')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/me/recovery-codes')).toHaveLength(1);
  });
});
