import { z } from 'zod';
import { ApiRequestError, getJson, postEmpty, postJson } from '#app/lib/api-client.ts';
import { authApi } from '#shared/contracts/admin-api.ts';
import {
  sessionResponseSchema,
  type AuthUser,
  type SignInRequest,
} from '#shared/contracts/auth.ts';

/** Answers the screen does not read: it only needs to know the call succeeded. */
const anyAnswer = z.unknown();

/** The signed-in admin, or null when there is no session (401). */
export async function fetchSession(): Promise<AuthUser | null> {
  try {
    return (await getJson(authApi.session, sessionResponseSchema)).user;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export async function signIn(request: SignInRequest): Promise<AuthUser> {
  return (await postJson(authApi.signIn, request, sessionResponseSchema)).user;
}

export async function signOut(): Promise<void> {
  await postEmpty(authApi.signOut, anyAnswer);
}

/** Answered the same whether or not the address belongs to an admin. */
export async function requestPasswordReset(email: string): Promise<void> {
  await postJson(authApi.forgotPassword, { email }, anyAnswer);
}
