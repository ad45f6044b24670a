// Where each kind the change log tells of is stored: the same table names in memory and in Drizzle's schema.
import type { ChangedResource } from '../../../domain/changes/change.js';

/** The table of each kind, by its resource name. */
export const CHANGED_TABLES = {
  tasks: 'tasks',
  'template-objects': 'templateObjects',
  tags: 'tags',
  nomenclatures: 'nomenclatures',
  badges: 'badges',
  companies: 'companies',
  contacts: 'contacts',
} as const satisfies Readonly<Record<ChangedResource, string>>;
