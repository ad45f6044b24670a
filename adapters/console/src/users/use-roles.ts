import { useEffect, useState } from 'react';
import { api, type Schemas } from '../api/client';

/** Every role, read once: the screens name roles by their labels, never by their codes. */
export function useRoles(): readonly Schemas['Role'][] {
  const [roles, setRoles] = useState<Schemas['Role'][]>([]);
  useEffect(() => {
    void api.GET('/api/v1/auth/roles').then(({ data }) => setRoles(data ?? []));
  }, []);
  return roles;
}

/** A role's label; its code while the roles are not read yet, or for one that no longer exists. */
export const roleLabel = (roles: readonly Schemas['Role'][], code: string): string =>
  roles.find((role) => role.code === code)?.label ?? code;

/** Roles a user may be given: never Anonymous, which stands for callers without a token. */
export const assignable = (role: Schemas['Role'], held: readonly string[]): boolean =>
  role.code !== 'ANONYMOUS' || held.includes(role.code);
