import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { flag, id, listingColumns, micros, unsearchedIndex } from '../columns.js';

export const roles = sqliteTable(
  'roles',
  {
    id: id('id').primaryKey({ autoIncrement: true }),
    code: text('code').notNull().unique('roles_code_unique'),
    label: text('label').notNull(),
    system: flag('system').notNull().default(false),
    ...listingColumns(),
  },
  (t) => [unsearchedIndex('roles', t), index('roles_label_idx').on(t.label, t.id)],
);

export const users = sqliteTable(
  'users',
  {
    id: id('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull().unique('users_username_key_unique'),
    enabled: flag('enabled').notNull(),
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
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_id_idx').on(t.roleId)],
);

/* Access beyond users and roles: what a role grants, sessions, API keys, the login throttle
   and second factors (docs/api/access.md). */

export const rolePermissions = sqliteTable(
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
export const sessions = sqliteTable(
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
export const refreshTokens = sqliteTable(
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

export const apiKeys = sqliteTable(
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
export const loginFailures = sqliteTable(
  'login_failures',
  {
    key: text('key').notNull(),
    failedAt: micros('failed_at').notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
);

export const secondFactors = sqliteTable('second_factors', {
  userId: id('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: micros('created_at').notNull(),
  confirmedAt: micros('confirmed_at'),
  /** The last time step accepted, so one code cannot be used twice. */
  lastStep: micros('last_step'),
});

export const recoveryCodes = sqliteTable(
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
export const rateLimitHits = sqliteTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    window: micros('window').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.window] })],
);
