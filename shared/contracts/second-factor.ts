import { z } from 'zod';
import { authUserSchema } from './auth.ts';
import { ruleField } from './fields.ts';

/**
 * A second factor for admins: passkeys (WebAuthn), an authenticator app's six-digit codes
 * (TOTP) and one-time recovery codes. The WebAuthn options and responses are the JSON forms
 * @simplewebauthn/browser and @simplewebauthn/server exchange; they are passed through as
 * objects here and checked by the server's library.
 */
export const secondFactorMethods = ['passkey', 'totp', 'recovery'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** A WebAuthn options or response object, as @simplewebauthn makes and reads it. */
const webAuthnJson = z.record(z.string(), z.unknown());

/** `POST /api/auth/sign-in` when the password was right and a second factor is awaited. */
export const secondStepResponseSchema = z.object({
  secondStep: z.object({ methods: z.array(z.enum(secondFactorMethods)) }),
});
export type SecondStepResponse = z.infer<typeof secondStepResponseSchema>;

/** `POST /api/auth/sign-in`: signed in, or the second step awaited. */
export const signInResponseSchema = z.union([
  z.object({ user: authUserSchema }),
  secondStepResponseSchema,
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** Six digits from an authenticator app; spaces typed between them are ignored. */
export const totpCodeField = z
  .string({ error: 'Enter the six-digit code from your app.' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the six-digit code from your app.'));

/** A recovery code as printed (`xxxxx-xxxxx`); case, spaces and dashes are ignored. */
export const recoveryCodeField = z
  .string({ error: 'Enter one of your recovery codes.' })
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'Enter one of your recovery codes.'));

/** `POST /api/auth/second-step/code` and `POST /api/admin/me/totp` (confirming the app). */
export const totpCodeRequestSchema = z.object({ code: totpCodeField });
/** `POST /api/auth/second-step/recovery`. */
export const recoveryCodeRequestSchema = z.object({ code: recoveryCodeField });

/** The options `startAuthentication` / `startRegistration` take. */
export const webAuthnOptionsResponseSchema = z.object({ options: webAuthnJson });
export type WebAuthnOptionsResponse = z.infer<typeof webAuthnOptionsResponseSchema>;

/** `POST /api/auth/second-step/passkey` and `POST /api/auth/passkey`: the signed challenge. */
export const passkeyAuthenticationRequestSchema = z.object({ response: webAuthnJson });

/** The admin's name for a passkey: one line of plain text, as every typed name. */
export const passkeyNameField = ruleField({
  missing: 'Name this passkey.',
  max: 60,
  plain: 'line',
});

/** `POST /api/admin/me/passkeys`: the new credential and the admin's name for it. */
export const passkeyRegistrationRequestSchema = z.object({
  name: passkeyNameField,
  response: webAuthnJson,
});

/** `PATCH /api/admin/me/passkeys/:id`. */
export const passkeyRenameRequestSchema = z.object({ name: passkeyNameField });

export const passkeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced between the admin's devices by their platform (iCloud Keychain, Google). */
  backedUp: z.boolean(),
});
export type PasskeyView = z.infer<typeof passkeyViewSchema>;

/** `GET /api/admin/me/second-factors`: the signed-in admin's factors. */
export const secondFactorsResponseSchema = z.object({
  passkeys: z.array(passkeyViewSchema),
  totp: z.object({ enabled: z.boolean(), confirmedAt: z.string().nullable() }),
  recoveryCodes: z.object({ remaining: z.number().int(), total: z.number().int() }),
  /** The team's rule: every admin must have a second factor. */
  required: z.boolean(),
  /** Required and this admin has none: nothing else is open until one is set up. */
  setupRequired: z.boolean(),
});
export type SecondFactorsResponse = z.infer<typeof secondFactorsResponseSchema>;

/**
 * Answers that add a first factor (a passkey, the app) carry fresh recovery codes, shown once;
 * `POST /api/admin/me/recovery-codes` replaces them all and answers the new ones.
 */
export const recoveryCodesResponseSchema = z.object({ codes: z.array(z.string()) });

/** `POST /api/admin/me/passkeys`: the stored passkey, and recovery codes when it was the first factor. */
export const passkeyAddedResponseSchema = z.object({
  passkey: passkeyViewSchema,
  recoveryCodes: z.array(z.string()).optional(),
});

/** `POST /api/admin/me/totp/setup`: a new secret to scan; not in force until a code confirms it. */
export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** `POST /api/admin/me/totp`: confirmed; recovery codes when it was the first factor. */
export const totpConfirmedResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).optional(),
});

/** `GET` and `PUT /api/admin/team-policy` (owners). */
export const teamPolicySchema = z.object({ requireSecondFactor: z.boolean() });
export type TeamPolicy = z.infer<typeof teamPolicySchema>;
