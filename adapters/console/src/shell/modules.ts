/** The console's modules in navigation order. */
export interface ConsoleModule {
  readonly path: string;
  readonly label: string;
  readonly group: 'Records' | 'Admin' | 'Account';
}

export const MODULES: readonly ConsoleModule[] = [
  { path: '/tasks', label: 'Tasks', group: 'Records' },
  { path: '/template-objects', label: 'Template objects', group: 'Records' },
  { path: '/taxonomy', label: 'Taxonomy', group: 'Records' },
  { path: '/badges', label: 'Badges', group: 'Records' },
  { path: '/companies', label: 'Companies', group: 'Records' },
  { path: '/contacts', label: 'Contacts', group: 'Records' },
  { path: '/admin/users', label: 'Users', group: 'Admin' },
  { path: '/admin/roles', label: 'Roles', group: 'Admin' },
  { path: '/admin/api-keys', label: 'API keys', group: 'Admin' },
  { path: '/admin/backups', label: 'Backups', group: 'Admin' },
  { path: '/admin/language-model', label: 'Language model', group: 'Admin' },
  { path: '/settings', label: 'Settings', group: 'Account' },
];

export const moduleOf = (path: string): ConsoleModule | undefined =>
  MODULES.find((module) => path === module.path || path.startsWith(`${module.path}/`));
