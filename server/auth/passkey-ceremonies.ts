import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { z } from 'zod';
import type { RelyingParty } from './relying-party.ts';
import type { Passkey } from './second-factor-repository.ts';

/**
 * The WebAuthn ceremonies, through @simplewebauthn/server: the options a browser's
 * `navigator.credentials` call takes, and the checks of what it answers (origin, RP ID,
 * challenge, signature, counter). Every passkey is discoverable and verifies its user
 * (PIN, face, fingerprint): one can then sign in alone.
 */

const credentialShape = z.object({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
});

// The library reads every field it needs and throws on what it cannot; these shape checks
// only turn away what is not a credential at all before it is handed over.
const isRegistration = (response: unknown): response is RegistrationResponseJSON =>
  credentialShape.safeParse(response).success;

const isAuthentication = (response: unknown): response is AuthenticationResponseJSON =>
  credentialShape.safeParse(response).success;

const registrationAnswer = (response: unknown) => (isRegistration(response) ? response : undefined);

const authenticationAnswer = (response: unknown) =>
  isAuthentication(response) ? response : undefined;

/** The credential id a signed answer names, to find the passkey it claims to be. */
export function answeredCredentialId(response: Record<string, unknown>): string | undefined {
  return authenticationAnswer(response)?.id;
}

export function registrationOptions(
  rp: RelyingParty,
  input: { rpName: string; userId: string; email: string; existing: readonly Passkey[] },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: input.rpName,
    rpID: rp.id,
    userName: input.email,
    // The user's id as the user handle: a second passkey of one account on one authenticator
    // replaces the first instead of piling up.
    userID: new TextEncoder().encode(input.userId),
    attestationType: 'none',
    excludeCredentials: input.existing.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

export interface RegisteredPasskey {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

/** The new passkey, when the answer is sound and signs the challenge `isOurs` accepts. */
export async function verifyRegistration(
  rp: RelyingParty,
  input: {
    response: Record<string, unknown>;
    isOurs: (challenge: string) => Promise<boolean>;
  },
): Promise<RegisteredPasskey | undefined> {
  const response = registrationAnswer(input.response);
  if (!response) return undefined;
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: input.isOurs,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified.verified) return undefined;
    const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
    return {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    };
  } catch {
    return undefined;
  }
}

/**
 * Options to sign a challenge: with `allow`, one of those passkeys (a second step after the
 * password); without, any passkey of this site the authenticator holds, user verified.
 */
export function authenticationOptions(
  rp: RelyingParty,
  allow?: readonly Passkey[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allow?.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    userVerification: allow ? 'preferred' : 'required',
  });
}

/** The passkey's new counter when the answer is its signature of `challenge` from our pages. */
export async function verifyAuthentication(
  rp: RelyingParty,
  input: {
    response: Record<string, unknown>;
    challenge: string;
    passkey: Passkey;
    requireUserVerification: boolean;
  },
): Promise<{ counter: number; backedUp: boolean } | undefined> {
  const response = authenticationAnswer(input.response);
  if (!response || response.id !== input.passkey.id) return undefined;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: input.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: input.passkey.id,
        publicKey: new Uint8Array(input.passkey.publicKey),
        counter: input.passkey.counter,
        transports: input.passkey.transports,
      },
      requireUserVerification: input.requireUserVerification,
    });
    if (!verified.verified) return undefined;
    const info = verified.authenticationInfo;
    return { counter: info.newCounter, backedUp: info.credentialBackedUp };
  } catch {
    return undefined;
  }
}
