import { getJson } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { checklistAnswer, type ChecklistAnswer } from '#shared/contracts/admin-checklist.ts';

export function fetchChecklist(): Promise<ChecklistAnswer> {
  return getJson(adminApi.checklist, checklistAnswer);
}
