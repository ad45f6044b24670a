// Display settings, the instance's secrets and the language-model server's configuration.
import type { accessTables } from './access.js';
import type { DialectKit } from './dialect-kit.js';

type Access = ReturnType<typeof accessTables>;

export function settingsTables(k: DialectKit, { roles, users }: Pick<Access, 'roles' | 'users'>) {
  const { table, id, micros, text, integer } = k;
  const userSettings = table('user_settings', {
    userId: id('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewMode: text('view_mode').notNull(),
  });

  const roleSettings = table('role_settings', {
    roleId: id('role_id')
      .primaryKey()
      .references(() => roles.id, { onDelete: 'cascade' }),
    viewMode: text('view_mode').notNull(),
  });

  const appSecrets = table('app_secrets', {
    name: text('name').primaryKey(),
    value: text('value').notNull(),
  });

  /** The language-model server configuration: one global row (id = 1). */
  const llmSettings = table('llm_settings', {
    id: integer('id').primaryKey(),
    baseUrl: text('base_url').notNull(),
    model: text('model').notNull(),
    timeoutSeconds: integer('timeout_seconds').notNull(),
    token: text('token'),
    updatedAt: micros('updated_at').notNull(),
  });
  return { userSettings, roleSettings, appSecrets, llmSettings };
}
