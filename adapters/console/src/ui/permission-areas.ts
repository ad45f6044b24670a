/** How the console words permissions: each resource's area, and a sentence per permission. */
interface Area {
  readonly title: string;
  /** The records, plural, inside a sentence. */
  readonly plural: string;
  /** What writing may remove them by: archiving keeps them, deleting does not. */
  readonly removal?: 'archive' | 'delete';
}

const AREAS: Readonly<Record<string, Area>> = {
  tasks: { title: 'Tasks', plural: 'tasks', removal: 'archive' },
  'template-objects': { title: 'Template objects', plural: 'template objects', removal: 'archive' },
  tags: { title: 'Taxonomy', plural: 'tags', removal: 'delete' },
  nomenclatures: { title: 'Taxonomy', plural: 'nomenclatures', removal: 'delete' },
  badges: { title: 'Badges', plural: 'badges', removal: 'delete' },
  companies: { title: 'Companies', plural: 'companies', removal: 'delete' },
  contacts: { title: 'Contacts', plural: 'contacts', removal: 'delete' },
  llm: { title: 'Language model', plural: 'prompts' },
  settings: { title: 'Settings', plural: 'settings' },
  users: { title: 'Users and roles', plural: 'users' },
  instance: { title: 'Backups', plural: 'backups' },
};

/** Sentences that name their own records, for the permissions outside the record pattern. */
const SENTENCES: Readonly<Record<string, string>> = {
  'llm:use': 'List the models and send prompts',
  'llm:administer': 'Change the language model server’s settings',
  'settings:own': 'Read and change one’s own settings',
  'settings:administer': 'Change anyone’s settings, and those shown before signing in',
  'users:administer': 'Create and change users, roles and their permissions',
  'instance:backup': 'Download a backup of the whole instance',
  'instance:restore': 'Restore the whole instance from a backup',
};

function recordSentence(action: string, { plural, removal }: Area): string | undefined {
  switch (action) {
    case 'read':
      return `See ${plural}`;
    case 'write':
      return `Create, change and ${removal} ${plural}`;
    case 'import':
      return `Import ${plural} from CSV and JSON files`;
    case 'export':
      return `Export ${plural} to CSV and JSON files`;
    case 'print':
      return `Print ${plural} as PDF`;
    default:
      return undefined;
  }
}

const resourceOf = (permission: string) => permission.slice(0, permission.indexOf(':'));

/** The area a permission belongs to; one the console does not know yet is named by its resource. */
export const areaOf = (permission: string): string =>
  AREAS[resourceOf(permission)]?.title ?? resourceOf(permission);

/** What the permission lets its holder do, in a sentence; the service's own description otherwise. */
export function sentenceOf(permission: string, description: string): string {
  const area = AREAS[resourceOf(permission)];
  const action = permission.slice(permission.indexOf(':') + 1);
  return SENTENCES[permission] ?? (area && recordSentence(action, area)) ?? description;
}

/** Entries grouped by area, in the order the areas first appear. */
export function groupByArea<E extends { readonly permission: string }>(
  entries: readonly E[],
): { readonly area: string; readonly entries: readonly E[] }[] {
  const groups = new Map<string, E[]>();
  for (const entry of entries) {
    const area = areaOf(entry.permission);
    groups.set(area, [...(groups.get(area) ?? []), entry]);
  }
  return [...groups].map(([area, grouped]) => ({ area, entries: grouped }));
}
