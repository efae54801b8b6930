import type { ComponentProps } from 'react';
import { Select } from '#app/components/ui/select.tsx';
import { rolesCopy } from '#content/admin-roles.ts';
import { adminRoles, isAdminRole, type AdminRole } from '#shared/contracts/auth.ts';

/**
 * Least privilege first (adminRoles names the owner first): the first is the role a new admin
 * gets unless the owner picks the other.
 */
export const rolesInOrder: readonly AdminRole[] = [...adminRoles].reverse();

interface RoleSelectProps extends Omit<ComponentProps<'select'>, 'value' | 'onChange'> {
  value: AdminRole;
  onChange: (role: AdminRole) => void;
}

/** A choice between the admin roles, by their names. */
export function RoleSelect({ onChange, ...props }: RoleSelectProps) {
  return (
    <Select
      {...props}
      onChange={(event) => {
        const next = event.target.value;
        if (isAdminRole(next)) onChange(next);
      }}
    >
      {rolesInOrder.map((role) => (
        <option key={role} value={role}>
          {rolesCopy.names[role]}
        </option>
      ))}
    </Select>
  );
}
