import { z } from 'zod';
import { ApiRequestError, getJson, postEmpty, postJson } from '#app/lib/api-client.ts';
import { authApi } from '#shared/contracts/admin-api.ts';
import {
  sessionResponseSchema,
  type SessionResponse,
  type SignInRequest,
} from '#shared/contracts/auth.ts';
import {
  secondStepResponseSchema,
  webAuthnOptionsResponseSchema,
  type SecondStepResponse,
} from '#shared/contracts/second-factor.ts';
import { authenticateWithPasskey } from './webauthn.ts';

/** Answers the screen does not read: it only needs to know the call succeeded. */
const anyAnswer = z.unknown();

/** The signed-in admin and whether a second factor must be set up first, or null (401). */
export async function fetchSession(): Promise<SessionResponse | null> {
  try {
    return await getJson(authApi.session, sessionResponseSchema);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** Signed in, or the password was right and a second factor is awaited. */
export type PasswordSignIn = SessionResponse | SecondStepResponse;

/** The sign-in answer (signInResponseSchema), keeping whether a factor must be set up first. */
const passwordSignInSchema = z.union([sessionResponseSchema, secondStepResponseSchema]);

export function signIn(request: SignInRequest): Promise<PasswordSignIn> {
  return postJson(authApi.signIn, request, passwordSignInSchema);
}

/** The second step with the six digits of an authenticator app. */
export function signInWithCode(code: string): Promise<SessionResponse> {
  return postJson(authApi.secondStepCode, { code }, sessionResponseSchema);
}

/** The second step with one of the printed recovery codes (it then stops working). */
export function signInWithRecoveryCode(code: string): Promise<SessionResponse> {
  return postJson(authApi.secondStepRecovery, { code }, sessionResponseSchema);
}

/** The second step with a passkey: the server's challenge, signed by the browser's prompt. */
export async function signInWithPasskeySecondStep(): Promise<SessionResponse> {
  const { options } = await postEmpty(
    authApi.secondStepPasskeyOptions,
    webAuthnOptionsResponseSchema,
  );
  const response = await authenticateWithPasskey(options);
  return postJson(authApi.secondStepPasskey, { response }, sessionResponseSchema);
}

/** Signing in with a passkey alone: it names the admin and proves both factors. */
export async function signInWithPasskey(): Promise<SessionResponse> {
  const { options } = await postEmpty(authApi.passkeySignInOptions, webAuthnOptionsResponseSchema);
  const response = await authenticateWithPasskey(options);
  return postJson(authApi.passkeySignIn, { response }, sessionResponseSchema);
}

export async function signOut(): Promise<void> {
  await postEmpty(authApi.signOut, anyAnswer);
}

/** Answered the same whether or not the address belongs to an admin. */
export async function requestPasswordReset(email: string): Promise<void> {
  await postJson(authApi.forgotPassword, { email }, anyAnswer);
}
