// The Postgres tables of every module.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  activeIndex,
  archivalColumns,
  auditColumns,
  binaryText,
  codedSortIndexes,
  id,
  listingColumns,
  micros,
  recordSortIndexes,
  unsearchedIndex,
} from './columns.js';

export const roles = pgTable(
  'roles',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    code: binaryText('code').notNull().unique('roles_code_unique'),
    label: binaryText('label').notNull(),
    system: boolean('system').notNull().default(false),
    ...listingColumns(),
  },
  (t) => [unsearchedIndex('roles', t), index('roles_label_idx').on(t.label, t.id)],
);

export const users = pgTable(
  'users',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    username: binaryText('username').notNull(),
    usernameKey: binaryText('username_key').notNull().unique('users_username_key_unique'),
    enabled: boolean('enabled').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: micros('created_at').notNull(),
    updatedAt: micros('updated_at').notNull(),
    ...listingColumns(),
  },
  (t) => [
    unsearchedIndex('users', t),
    index('users_username_idx').on(t.username, t.id),
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_updated_at_idx').on(t.updatedAt, t.id),
  ],
);

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
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_id_idx').on(t.roleId)],
);

/* Access beyond users and roles: what a role grants, sessions, API keys, the login throttle
   and second factors (docs/api/access.md). */

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: id('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

/** A signed-in client: one family of refresh tokens, ended as a whole. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: micros('created_at').notNull(),
    lastUsedAt: micros('last_used_at').notNull(),
    expiresAt: micros('expires_at').notNull(),
    endedAt: micros('ended_at'),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId, t.createdAt)],
);

/** Every refresh token a session was given, by hash: a used one presented again ends the session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    issuedAt: micros('issued_at').notNull(),
    usedAt: micros('used_at'),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** Permission codes separated by spaces. */
    permissions: text('permissions').notNull(),
    createdAt: micros('created_at').notNull(),
    expiresAt: micros('expires_at'),
    lastUsedAt: micros('last_used_at'),
    revokedAt: micros('revoked_at'),
  },
  (t) => [index('api_keys_user_id_idx').on(t.userId, t.createdAt)],
);

/** Failed logins by throttle key, shared by every instance on one database. */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').notNull(),
    failedAt: micros('failed_at').notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
);

export const secondFactors = pgTable('second_factors', {
  userId: id('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: micros('created_at').notNull(),
  confirmedAt: micros('confirmed_at'),
  /** The last time step accepted, so one code cannot be used twice. */
  lastStep: micros('last_step'),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: micros('used_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** Requests per identity, policy and window, added up by every instance (docs/api/operations.md#rate-limits). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    window: micros('window').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.window] })],
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

/* Records: tags, nomenclatures, tasks, template objects. */

export const tags = pgTable(
  'tags',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    code: binaryText('code').notNull().unique('tags_code_unique'),
    label: binaryText('label').notNull(),
    description: text('description'),
    ...auditColumns(),
    ...listingColumns(),
  },
  (t) => [unsearchedIndex('tags', t), ...codedSortIndexes('tags', t)],
);

export const nomenclatures = pgTable(
  'nomenclatures',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    code: binaryText('code').notNull().unique('nomenclatures_code_unique'),
    label: binaryText('label').notNull(),
    description: text('description'),
    parentId: id('parent_id').references((): AnyPgColumn => nomenclatures.id, { onDelete: 'restrict' }),
    ...auditColumns(),
    ...listingColumns(),
  },
  (t) => [
    unsearchedIndex('nomenclatures', t),
    index('nomenclatures_parent_id_idx').on(t.parentId),
    ...codedSortIndexes('nomenclatures', t),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    code: binaryText('code').notNull(),
    label: binaryText('label').notNull(),
    description: text('description'),
    status: text('status').notNull(),
    priority: text('priority').notNull(),
    dueDate: binaryText('due_date'),
    assignedTo: binaryText('assigned_to'),
    nomenclatureId: id('nomenclature_id').references(() => nomenclatures.id, { onDelete: 'restrict' }),
    ...auditColumns(),
    ...archivalColumns(),
    ...listingColumns(),
    statusRank: integer('status_rank').notNull().default(0),
    priorityRank: integer('priority_rank').notNull().default(0),
  },
  (t) => [
    unsearchedIndex('tasks', t),
    uniqueIndex('tasks_active_code_unique').on(t.code).where(sql`archived_at is null`),
    index('tasks_nomenclature_id_idx').on(t.nomenclatureId),
    ...recordSortIndexes('tasks', t),
    activeIndex('tasks_status_idx', t.statusRank, t.id),
    activeIndex('tasks_priority_idx', t.priorityRank, t.id),
    activeIndex('tasks_due_date_idx', t.dueDate, t.id),
    activeIndex('tasks_assigned_to_idx', t.assignedTo, t.id),
  ],
);

export const taskTags = pgTable(
  'task_tags',
  {
    taskId: id('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    tagId: id('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.tagId] }), index('task_tags_tag_id_idx').on(t.tagId)],
);

export const templateObjects = pgTable(
  'template_objects',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    code: binaryText('code').notNull(),
    label: binaryText('label').notNull(),
    description: text('description'),
    ...auditColumns(),
    ...archivalColumns(),
    ...listingColumns(),
  },
  (t) => [
    unsearchedIndex('template_objects', t),
    uniqueIndex('template_objects_active_code_unique').on(t.code).where(sql`archived_at is null`),
    ...recordSortIndexes('template_objects', t),
  ],
);

/* Badges, companies, contacts: no audit actors, physical delete. */

export const badges = pgTable(
  'badges',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    code: binaryText('code').notNull().unique('badges_code_unique'),
    label: binaryText('label').notNull(),
    description: text('description'),
    createdAt: micros('created_at').notNull(),
    updatedAt: micros('updated_at').notNull(),
    ...listingColumns(),
  },
  (t) => [unsearchedIndex('badges', t), ...codedSortIndexes('badges', t)],
);

export const companies = pgTable(
  'companies',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    code: binaryText('code').notNull().unique('companies_code_unique'),
    label: binaryText('label').notNull(),
    description: text('description'),
    createdAt: micros('created_at').notNull(),
    updatedAt: micros('updated_at').notNull(),
    ...listingColumns(),
  },
  (t) => [unsearchedIndex('companies', t), ...codedSortIndexes('companies', t)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    firstName: binaryText('first_name').notNull(),
    lastName: binaryText('last_name').notNull(),
    companyName: binaryText('company_name'),
    email: binaryText('email'),
    createdAt: micros('created_at').notNull(),
    updatedAt: micros('updated_at').notNull(),
    ...listingColumns(),
  },
  (t) => [
    unsearchedIndex('contacts', t),
    index('contacts_name_idx').on(t.lastName, t.firstName, t.id),
    index('contacts_first_name_idx').on(t.firstName, t.id),
    index('contacts_email_idx').on(t.email, t.id),
    index('contacts_company_name_idx').on(t.companyName, t.id),
    index('contacts_created_at_idx').on(t.createdAt, t.id),
    index('contacts_updated_at_idx').on(t.updatedAt, t.id),
  ],
);

export const badgeContacts = pgTable(
  'badge_contacts',
  {
    badgeId: id('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    contactId: id('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.badgeId, t.contactId] }),
    index('badge_contacts_contact_id_idx').on(t.contactId),
  ],
);

/* The language-model server configuration: one global row (id = 1). */

export const llmSettings = pgTable('llm_settings', {
  id: integer('id').primaryKey(),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  timeoutSeconds: integer('timeout_seconds').notNull(),
  token: text('token'),
  updatedAt: micros('updated_at').notNull(),
});
