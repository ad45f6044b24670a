/** The console's modules in navigation order; `ready` ones have their screens. */
export interface ConsoleModule {
  readonly path: string;
  readonly label: string;
  readonly group: 'Records' | 'Admin' | 'Account';
  readonly ready: boolean;
}

export const MODULES: readonly ConsoleModule[] = [
  { path: '/tasks', label: 'Tasks', group: 'Records', ready: true },
  { path: '/template-objects', label: 'Template objects', group: 'Records', ready: true },
  { path: '/taxonomy', label: 'Taxonomy', group: 'Records', ready: true },
  { path: '/badges', label: 'Badges', group: 'Records', ready: true },
  { path: '/companies', label: 'Companies', group: 'Records', ready: true },
  { path: '/contacts', label: 'Contacts', group: 'Records', ready: true },
  { path: '/admin/users', label: 'Users', group: 'Admin', ready: true },
  { path: '/admin/roles', label: 'Roles', group: 'Admin', ready: true },
  { path: '/admin/api-keys', label: 'API keys', group: 'Admin', ready: true },
  { path: '/admin/backups', label: 'Backups', group: 'Admin', ready: false },
  { path: '/settings', label: 'Settings', group: 'Account', ready: true },
];

export const moduleOf = (path: string): ConsoleModule | undefined =>
  MODULES.find((module) => path === module.path || path.startsWith(`${module.path}/`));
