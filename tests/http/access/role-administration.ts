import { expect } from 'vitest';
import type { Backend } from '../../support/backends.js';
import { useTestApp } from '../../support/use-test-app.js';

export const ROLES = '/api/v1/auth/roles';
export const USERS = '/api/v1/auth/users';
export const UNKNOWN_ID = 987_654;

export interface RoleBody {
  id: number;
  code: string;
  label: string;
  system: boolean;
}

/** A fresh app for each test of docs/api/access.md#roles, with requests as the administrator (logged in on first use). */
export function useRoleAdministration(backend: Backend) {
  const t = useTestApp(backend, { signIn: false });

  async function admin(method: string, path: string, json?: unknown): Promise<Response> {
    return t.request(method, path, { token: await t.adminToken(), json });
  }

  async function createRole(code: string, label = `${code} label`): Promise<RoleBody> {
    const response = await admin('POST', ROLES, { code, label });
    expect(response.status).toBe(201);
    return (await response.json()) as RoleBody;
  }

  async function listRoles(): Promise<RoleBody[]> {
    return (await (await admin('GET', ROLES)).json()) as RoleBody[];
  }

  async function roleId(code: string): Promise<number> {
    const role = (await listRoles()).find((candidate) => candidate.code === code);
    if (!role) throw new Error(`no role ${code}`);
    return role.id;
  }

  return { t, admin, createRole, listRoles, roleId };
}
