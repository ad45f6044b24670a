import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { binaryText, id, micros } from './columns.js';

export const roles = pgTable('roles', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  code: binaryText('code').notNull().unique('roles_code_unique'),
  label: text('label').notNull(),
  system: boolean('system').notNull().default(false),
});

export const users = pgTable('users', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  username: binaryText('username').notNull(),
  usernameKey: binaryText('username_key').notNull().unique('users_username_key_unique'),
  enabled: boolean('enabled').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: micros('created_at').notNull(),
  updatedAt: micros('updated_at').notNull(),
});

export const userRoles = pgTable(
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
