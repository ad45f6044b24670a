import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { api } from '../api/client';

/** What the signed-in user may do: their roles' permissions together, as `GET /auth/me` answers them. */
export interface Permissions {
  /** False until the answer arrives: screens wait rather than flash actions that then vanish. */
  readonly loaded: boolean;
  can(permission: string): boolean;
  /** Holds at least one of these. */
  canAny(permissions: readonly string[]): boolean;
}

const permissionsOf = (held: ReadonlySet<string>, loaded: boolean): Permissions => ({
  loaded,
  can: (permission) => held.has(permission),
  canAny: (permissions) => permissions.some((permission) => held.has(permission)),
});

const NONE = permissionsOf(new Set(), false);
const PermissionsContext = createContext<Permissions>(NONE);

/** Reads the user's permissions once per sign-in and hands them to every screen below. */
export function PermissionsProvider({ username, children }: { username: string; children: ReactNode }) {
  const [permissions, setPermissions] = useState<Permissions>(NONE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever another user signs in
  useEffect(() => {
    let current = true;
    setPermissions(NONE);
    void api.GET('/api/v1/auth/me').then(({ data }) => {
      if (current) setPermissions(permissionsOf(new Set(data?.permissions ?? []), true));
    });
    return () => {
      current = false;
    };
  }, [username]);
  return <PermissionsContext.Provider value={permissions}>{children}</PermissionsContext.Provider>;
}

export const usePermissions = (): Permissions => useContext(PermissionsContext);
