/** The console's modules in navigation order. */
export interface ConsoleModule {
  readonly path: string;
  readonly label: string;
  readonly group: 'Records' | 'Admin' | 'Account';
  /** Shown to a user holding any of these; none: to every signed-in user. */
  readonly anyOf?: readonly string[];
}

export const MODULES: readonly ConsoleModule[] = [
  { path: '/tasks', label: 'Tasks', group: 'Records', anyOf: ['tasks:read'] },
  {
    path: '/template-objects',
    label: 'Template objects',
    group: 'Records',
    anyOf: ['template-objects:read'],
  },
  { path: '/taxonomy', label: 'Taxonomy', group: 'Records', anyOf: ['tags:read', 'nomenclatures:read'] },
  { path: '/badges', label: 'Badges', group: 'Records', anyOf: ['badges:read'] },
  { path: '/companies', label: 'Companies', group: 'Records', anyOf: ['companies:read'] },
  { path: '/contacts', label: 'Contacts', group: 'Records', anyOf: ['contacts:read'] },
  { path: '/admin/users', label: 'Users', group: 'Admin', anyOf: ['users:administer'] },
  { path: '/admin/roles', label: 'Roles', group: 'Admin', anyOf: ['users:administer'] },
  // Any signed-in user may keep keys, each carrying some of the permissions they hold.
  { path: '/admin/api-keys', label: 'API keys', group: 'Admin' },
  {
    path: '/admin/backups',
    label: 'Backups',
    group: 'Admin',
    anyOf: ['instance:backup', 'instance:restore'],
  },
  {
    path: '/admin/language-model',
    label: 'Language model',
    group: 'Admin',
    anyOf: ['llm:use', 'llm:administer'],
  },
  { path: '/settings', label: 'Settings', group: 'Account' },
];

export const moduleOf = (path: string): ConsoleModule | undefined =>
  MODULES.find((module) => path === module.path || path.startsWith(`${module.path}/`));

/** The modules a user holding these permissions may open. */
export const modulesFor = (canAny: (permissions: readonly string[]) => boolean): readonly ConsoleModule[] =>
  MODULES.filter((module) => !module.anyOf || canAny(module.anyOf));
