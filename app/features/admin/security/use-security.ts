import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../kit/query-keys.ts';
import { fetchAdmins, fetchAudit } from './security-api.ts';

export function useAdmins() {
  return useQuery({ queryKey: adminKeys.admins, queryFn: fetchAdmins });
}

/** The newest 50 audit entries; every admin action refetches them. */
export function useAudit() {
  return useQuery({ queryKey: adminKeys.audit, queryFn: fetchAudit });
}
