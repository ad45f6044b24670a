import { primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { flag, id, micros } from './columns.js';

/* Same tables, column names and JS types as ../postgres/schema.ts: the Drizzle
   repositories are shared by both dialects (see docs/adr/0002-shared-drizzle-repositories.md). */

export const roles = sqliteTable('roles', {
  id: id('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull().unique('roles_code_unique'),
  label: text('label').notNull(),
  system: flag('system').notNull().default(false),
});

export const users = sqliteTable('users', {
  id: id('id').primaryKey({ autoIncrement: true }),
  username: text('username').notNull(),
  usernameKey: text('username_key').notNull().unique('users_username_key_unique'),
  enabled: flag('enabled').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: micros('created_at').notNull(),
  updatedAt: micros('updated_at').notNull(),
});

export const userRoles = sqliteTable(
  'user_roles',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: id('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

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
