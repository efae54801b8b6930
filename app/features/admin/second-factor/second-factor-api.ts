import { z } from 'zod';
import { getJson, postEmpty, postJson, request } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  passkeyAddedResponseSchema,
  recoveryCodesResponseSchema,
  secondFactorsResponseSchema,
  teamPolicySchema,
  totpConfirmedResponseSchema,
  totpSetupResponseSchema,
  webAuthnOptionsResponseSchema,
  type PasskeyView,
  type SecondFactorsResponse,
  type TeamPolicy,
  type TotpSetupResponse,
} from '#shared/contracts/second-factor.ts';
import { registerPasskey } from '../kit/webauthn.ts';

const anyAnswer = z.unknown();

/** What adding a factor answers: recovery codes, shown once, when it was the admin's first. */
export interface FactorAdded {
  recoveryCodes?: string[] | undefined;
}

export function fetchSecondFactors(): Promise<SecondFactorsResponse> {
  return getJson(adminApi.secondFactors, secondFactorsResponseSchema);
}

/** The server's registration options, the browser's prompt, then the new passkey stored. */
export async function addPasskey(name: string): Promise<FactorAdded & { passkey: PasskeyView }> {
  const { options } = await postEmpty(adminApi.passkeyOptions, webAuthnOptionsResponseSchema);
  const response = await registerPasskey(options);
  return postJson(adminApi.passkeys, { name, response }, passkeyAddedResponseSchema);
}

export async function renamePasskey(passkeyId: string, name: string): Promise<void> {
  await request(anyAnswer, adminApi.passkey(passkeyId), 'PATCH', { name });
}

export async function removePasskey(passkeyId: string): Promise<void> {
  await request(anyAnswer, adminApi.passkey(passkeyId), 'DELETE');
}

/** A new key for the app; not in force until `confirmTotp` proves the app has it. */
export function startTotpSetup(): Promise<TotpSetupResponse> {
  return postEmpty(adminApi.totpSetup, totpSetupResponseSchema);
}

export function confirmTotp(code: string): Promise<FactorAdded> {
  return postJson(adminApi.totp, { code }, totpConfirmedResponseSchema);
}

export async function turnOffTotp(): Promise<void> {
  await request(anyAnswer, adminApi.totp, 'DELETE');
}

/** Replaces every recovery code; the answer holds the new ones, shown once. */
export async function makeRecoveryCodes(): Promise<string[]> {
  return (await postEmpty(adminApi.recoveryCodes, recoveryCodesResponseSchema)).codes;
}

export function fetchTeamPolicy(): Promise<TeamPolicy> {
  return getJson(adminApi.teamPolicy, teamPolicySchema);
}

export function saveTeamPolicy(policy: TeamPolicy): Promise<TeamPolicy> {
  return request(teamPolicySchema, adminApi.teamPolicy, 'PUT', policy);
}

export async function resetSecondFactor(userId: string): Promise<void> {
  await postEmpty(adminApi.resetSecondFactor(userId), anyAnswer);
}
