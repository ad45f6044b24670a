import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, micros } from '../columns.js';
import { roles, users } from './access.js';

export const userSettings = pgTable('user_settings', {
  userId: id('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  viewMode: text('view_mode').notNull(),
});

export const roleSettings = pgTable('role_settings', {
  roleId: id('role_id')
    .primaryKey()
    .references(() => roles.id, { onDelete: 'cascade' }),
  viewMode: text('view_mode').notNull(),
});

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/* The language-model server configuration: one global row (id = 1). */

export const llmSettings = pgTable('llm_settings', {
  id: integer('id').primaryKey(),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  timeoutSeconds: integer('timeout_seconds').notNull(),
  token: text('token'),
  updatedAt: micros('updated_at').notNull(),
});
