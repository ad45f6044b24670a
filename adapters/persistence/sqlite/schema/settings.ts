import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, micros } from '../columns.js';
import { roles, users } from './access.js';

export const userSettings = sqliteTable('user_settings', {
  userId: id('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  viewMode: text('view_mode').notNull(),
});

export const roleSettings = sqliteTable('role_settings', {
  roleId: id('role_id')
    .primaryKey()
    .references(() => roles.id, { onDelete: 'cascade' }),
  viewMode: text('view_mode').notNull(),
});

export const appSecrets = sqliteTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/* The language-model server configuration: one global row (id = 1). */

export const llmSettings = sqliteTable('llm_settings', {
  id: integer('id').primaryKey(),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  timeoutSeconds: integer('timeout_seconds').notNull(),
  token: text('token'),
  updatedAt: micros('updated_at').notNull(),
});
