import { startAuthentication } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  passkeySignInCopy,
  secondFactorNotices,
  secondStepCopy,
} from '#content/admin-second-factor.ts';
import { testAdmin } from '#tests/admin-fixtures.ts';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { findDashboard, findSignInCard, renderAdmin } from '#tests/render-admin.tsx';
import { shellNotices, signInCopy } from '../shell-copy.ts';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

vi.setConfig({ testTimeout: 20_000 });

const copy = secondStepCopy;
const signedOut = () => apiError(401, 'authentication_required', 'Please sign in to continue.');
const secondStep = (methods: string[]) => () => Response.json({ secondStep: { methods } });
const signedIn = () => Response.json({ user: testAdmin, secondFactorSetupRequired: false });
const signedAssertion = { id: 'credential-1', type: 'public-key', response: {} };
const passkeyOptions = () => Response.json({ options: { challenge: 'c2lnbi1pbg' } });

type User = ReturnType<typeof renderAdmin>['user'];

async function passwordStep(user: User) {
  await findSignInCard();
  await user.click(screen.getByLabelText(/^Email/));
  await user.paste(testAdmin.email);
  await user.click(screen.getByLabelText(/^Password/));
  await user.paste('a long enough password');
  await user.keyboard('{Enter}');
}

const codeField = () => screen.findByLabelText(new RegExp(`^${copy.codeLabel}`));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(startAuthentication).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('the second step after the password', () => {
  it('asks for the six digits of the app, flags a malformed code, then signs in', async () => {
    const api = fakeAdminApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/sign-in': secondStep(['totp', 'recovery']),
      'POST /api/auth/second-step/code': signedIn,
    });
    const { user } = renderAdmin();
    await passwordStep(user);

    const field = await codeField();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByRole('button', { name: copy.passkey })).not.toBeInTheDocument();

    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(field).toHaveAccessibleDescription('Enter the six-digit code from your app.');
    expect(api.callsTo('POST /api/auth/second-step/code')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await findDashboard();
    expect(api.callsTo('POST /api/auth/second-step/code')[0]?.body).toEqual({ code: '123456' });
    expect(screen.getByText(shellNotices.signedIn.title)).toBeInTheDocument();
  });

  it("puts the server's words on the field for a wrong code and for too many tries", async () => {
    const api = fakeAdminApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/sign-in': secondStep(['totp', 'recovery']),
      'POST /api/auth/second-step/code': () =>
        apiError(401, 'invalid_second_factor', 'That code is not right.'),
    });
    const { user } = renderAdmin();
    await passwordStep(user);
    const field = await codeField();
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('That code is not right.'));
    expect(field).toHaveFocus();

    const wait = 'Too many tries. Try again in 10 minutes.';
    api.on('POST /api/auth/second-step/code', () => apiError(429, 'too_many_attempts', wait));
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(wait));
  });

  it('takes a recovery code instead', async () => {
    const api = fakeAdminApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/sign-in': secondStep(['passkey', 'recovery']),
      'POST /api/auth/second-step/recovery': signedIn,
    });
    const { user } = renderAdmin();
    await passwordStep(user);
    await screen.findByRole('button', { name: copy.passkey });
    await user.click(screen.getByRole('button', { name: copy.useRecovery }));
    await user.type(screen.getByLabelText(new RegExp(`^${copy.recoveryLabel}`)), 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await findDashboard();
    expect(api.callsTo('POST /api/auth/second-step/recovery')[0]?.body).toEqual({
      code: 'abcde12345',
    });
  });

  it('goes back to the password when the second step expired', async () => {
    fakeAdminApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/sign-in': secondStep(['totp']),
      'POST /api/auth/second-step/code': () =>
        apiError(
          401,
          'second_step_expired',
          'Your sign-in has expired. Enter your email address and password again.',
        ),
    });
    const { user } = renderAdmin();
    await passwordStep(user);
    await user.type(await codeField(), '123456');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(
      await screen.findByText(secondFactorNotices.secondStepExpired.title),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: signInCopy.submit })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('signs in with the passkey the browser prompt signs', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(signedAssertion as never);
    const api = fakeAdminApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/sign-in': secondStep(['passkey', 'totp', 'recovery']),
      'POST /api/auth/second-step/passkey/options': passkeyOptions,
      'POST /api/auth/second-step/passkey': signedIn,
    });
    const { user } = renderAdmin();
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: copy.passkey }));
    await findDashboard();
    expect(vi.mocked(startAuthentication)).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'c2lnbi1pbg' },
    });
    expect(api.callsTo('POST /api/auth/second-step/passkey')[0]?.body).toEqual({
      response: signedAssertion,
    });
  });
});

describe('signing in with a passkey alone', () => {
  it('signs in without address or password', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(signedAssertion as never);
    const api = fakeAdminApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/passkey/options': passkeyOptions,
      'POST /api/auth/passkey': signedIn,
    });
    const { user } = renderAdmin();
    await findSignInCard();
    await user.click(screen.getByRole('button', { name: passkeySignInCopy.button }));
    await findDashboard();
    expect(api.callsTo('POST /api/auth/passkey')[0]?.body).toEqual({ response: signedAssertion });
    expect(api.callsTo('POST /api/auth/sign-in')).toHaveLength(0);
  });

  it('says so when the prompt is closed, and sends nothing', async () => {
    vi.mocked(startAuthentication).mockRejectedValue(
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    );
    const api = fakeAdminApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/passkey/options': passkeyOptions,
    });
    const { user } = renderAdmin();
    await findSignInCard();
    await user.click(screen.getByRole('button', { name: passkeySignInCopy.button }));
    expect(
      await screen.findByText(secondFactorNotices.passkeyPromptFailed.description),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/passkey')).toHaveLength(0);
    expect(screen.getByRole('button', { name: passkeySignInCopy.button })).toBeEnabled();
  });
});
