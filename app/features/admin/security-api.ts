import { z } from 'zod';
import { getJson, postEmpty, postJson } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  adminsResponseSchema,
  auditResponseSchema,
  grantAdminResponseSchema,
  type AdminAccount,
  type AuditEntry,
  type GrantAdminResponse,
} from '#shared/contracts/admin.ts';
import type { ChangePasswordRequest } from '#shared/contracts/auth.ts';

const anyAnswer = z.unknown();

export async function fetchAdmins(): Promise<AdminAccount[]> {
  return (await getJson(adminApi.admins, adminsResponseSchema)).admins;
}

export function grantAdmin(email: string): Promise<GrantAdminResponse> {
  return postJson(adminApi.admins, { email }, grantAdminResponseSchema);
}

export async function revokeAdmin(userId: string): Promise<void> {
  await postEmpty(adminApi.revokeAdmin(userId), anyAnswer);
}

export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await postJson(adminApi.password, request, anyAnswer);
}

export async function fetchAudit(): Promise<AuditEntry[]> {
  return (await getJson(adminApi.audit, auditResponseSchema)).entries;
}
