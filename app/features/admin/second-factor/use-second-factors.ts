import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../kit/query-keys.ts';
import { fetchSecondFactors, fetchTeamPolicy } from './second-factor-api.ts';

/** The signed-in admin's passkeys, app and recovery codes. */
export function useSecondFactors() {
  return useQuery({ queryKey: adminKeys.secondFactors, queryFn: fetchSecondFactors });
}

/** The owners' rule for the whole team. */
export function useTeamPolicy() {
  return useQuery({ queryKey: adminKeys.teamPolicy, queryFn: fetchTeamPolicy });
}
