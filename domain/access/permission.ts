import { invalidField } from '../shared/domain-error.js';

/**
 * What a role may grant: an action on a resource, written `resource:action`
 * (docs/api/access.md#permissions). Only the pairs below exist; an operation requires exactly one.
 */
const CATALOGUE = {
  tasks: ['read', 'write', 'import', 'export', 'print', 'history'],
  'template-objects': ['read', 'write', 'import', 'export', 'print', 'history'],
  tags: ['read', 'write', 'import', 'export', 'history'],
  nomenclatures: ['read', 'write', 'import', 'export', 'history'],
  badges: ['read', 'write', 'import', 'export', 'print', 'history'],
  companies: ['read', 'write', 'import', 'export', 'history'],
  contacts: ['read', 'write', 'import', 'export', 'history'],
  llm: ['use', 'administer'],
  settings: ['own', 'administer'],
  users: ['administer'],
  instance: ['backup', 'restore'],
} as const;

type Catalogue = typeof CATALOGUE;
export type Resource = keyof Catalogue;
export type Permission = { [R in Resource]: `${R}:${Catalogue[R][number]}` }[Resource];

export const PERMISSIONS: readonly Permission[] = Object.entries(CATALOGUE).flatMap(([resource, actions]) =>
  actions.map((action) => `${resource}:${action}` as Permission),
);

/** Who can create users and give them roles can reach every right: the one that must always have a holder. */
export const USER_ADMINISTRATION: Permission = 'users:administer';

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** The permission for an action on a resource; a pair the catalogue lacks is a programming error. */
export function permissionFor(resource: Resource, action: string): Permission {
  const permission = `${resource}:${action}`;
  if (!isPermission(permission)) throw new RangeError(`No permission ${permission}`);
  return permission;
}

export function resourceOf(permission: Permission): Resource {
  return permission.slice(0, permission.indexOf(':')) as Resource;
}

export function actionOf(permission: Permission): string {
  return permission.slice(permission.indexOf(':') + 1);
}

/** Known, without duplicates, in catalogue order; an unknown one is a 400 naming it. */
export function validatePermissions(values: readonly string[], field = 'permissions'): Permission[] {
  values.forEach((value, index) => {
    if (!isPermission(value)) {
      throw invalidField('ROLE.UNKNOWN_PERMISSION', `${field}[${index}]`, `"${value}" is not a permission`);
    }
  });
  return PERMISSIONS.filter((permission) => values.includes(permission));
}

/** A user's rights are the union of their roles'. */
export function unionOfPermissions(sets: readonly (readonly Permission[])[]): ReadonlySet<Permission> {
  return new Set(sets.flat());
}
