import type { PasskeyView, SecondFactorsResponse } from '#shared/contracts/second-factor.ts';

/** A passkey as the API lists it: synced, added in November, used once. */
export function passkeyView(overrides: Partial<PasskeyView> = {}): PasskeyView {
  return {
    id: 'pk_AAAAAAAAAAAAAAAA',
    name: 'Work laptop',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: '2026-11-28T08:30:00.000Z',
    backedUp: true,
    ...overrides,
  };
}

/** The signed-in admin's second factors: none by default, and the team does not require one. */
export function secondFactors(
  overrides: Partial<SecondFactorsResponse> = {},
): SecondFactorsResponse {
  return {
    passkeys: [],
    totp: { enabled: false, confirmedAt: null },
    recoveryCodes: { remaining: 0, total: 0 },
    required: false,
    setupRequired: false,
    ...overrides,
  };
}

/** Ten recovery codes as the server prints them. */
export function recoveryCodeList(): string[] {
  return Array.from({ length: 10 }, (_, index) => `abcde-${String(10000 + index)}`);
}
