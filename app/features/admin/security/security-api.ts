import { z } from 'zod';
import { getJson, postEmpty, postJson } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  adminsResponseSchema,
  auditResponseSchema,
  changeAdminRoleResponseSchema,
  grantAdminResponseSchema,
  type AdminAccount,
  type AuditEntry,
  type GrantAdminRequest,
  type GrantAdminResponse,
} from '#shared/contracts/admin.ts';
import type { AdminRole, ChangePasswordRequest } from '#shared/contracts/auth.ts';

const anyAnswer = z.unknown();

export async function fetchAdmins(): Promise<AdminAccount[]> {
  return (await getJson(adminApi.admins, adminsResponseSchema)).admins;
}

export function grantAdmin(request: GrantAdminRequest): Promise<GrantAdminResponse> {
  return postJson(adminApi.admins, request, grantAdminResponseSchema);
}

export async function changeAdminRole(userId: string, role: AdminRole): Promise<AdminAccount> {
  return (await postJson(adminApi.adminRole(userId), { role }, changeAdminRoleResponseSchema))
    .admin;
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
