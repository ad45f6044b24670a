// Users, roles, and access beyond them: what a role grants, sessions, API keys, the login
// throttle, second factors and rate limits (docs/api/access.md).
import { listingColumns } from './columns.js';
import type { DialectKit } from './dialect-kit.js';
import { listIndexes } from './list-indexes.js';

export function accessTables(k: DialectKit) {
  const { table, generatedId, id, micros, text, binaryText, integer, boolean, index, primaryKey } = k;
  const { unsearchedIndex } = listIndexes(k);
  const roles = table(
    'roles',
    {
      id: generatedId('id'),
      code: binaryText('code').notNull().unique('roles_code_unique'),
      label: binaryText('label').notNull(),
      system: boolean('system').notNull().default(false),
      ...listingColumns(k),
    },
    (t) => [unsearchedIndex('roles', t), index('roles_label_idx').on(t.label, t.id)],
  );

  const users = table(
    'users',
    {
      id: generatedId('id'),
      username: binaryText('username').notNull(),
      usernameKey: binaryText('username_key').notNull().unique('users_username_key_unique'),
      enabled: boolean('enabled').notNull(),
      passwordHash: text('password_hash').notNull(),
      createdAt: micros('created_at').notNull(),
      updatedAt: micros('updated_at').notNull(),
      ...listingColumns(k),
    },
    (t) => [
      unsearchedIndex('users', t),
      index('users_username_idx').on(t.username, t.id),
      index('users_created_at_idx').on(t.createdAt, t.id),
      index('users_updated_at_idx').on(t.updatedAt, t.id),
    ],
  );

  /** The user a row belongs to: it goes with them. */
  const ownerId = () =>
    id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' });

  const userRoles = table(
    'user_roles',
    {
      userId: ownerId(),
      roleId: id('role_id')
        .notNull()
        .references(() => roles.id, { onDelete: 'restrict' }),
    },
    (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_id_idx').on(t.roleId)],
  );

  const rolePermissions = table(
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
  const sessions = table(
    'sessions',
    {
      id: text('id').primaryKey(),
      userId: ownerId(),
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
  const refreshTokens = table(
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

  const apiKeys = table(
    'api_keys',
    {
      id: text('id').primaryKey(),
      userId: ownerId(),
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
  const loginFailures = table(
    'login_failures',
    {
      key: text('key').notNull(),
      failedAt: micros('failed_at').notNull(),
    },
    (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
  );

  const secondFactors = table('second_factors', {
    userId: id('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    createdAt: micros('created_at').notNull(),
    confirmedAt: micros('confirmed_at'),
    /** The last time step accepted, so one code cannot be used twice. */
    lastStep: micros('last_step'),
  });

  const recoveryCodes = table(
    'recovery_codes',
    {
      userId: ownerId(),
      codeHash: text('code_hash').notNull(),
      usedAt: micros('used_at'),
    },
    (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
  );

  /** Requests per identity, policy and window, added up by every instance (docs/api/operations.md#rate-limits). */
  const rateLimitHits = table(
    'rate_limit_hits',
    {
      key: text('key').notNull(),
      window: micros('window').notNull(),
      hits: integer('hits').notNull(),
    },
    (t) => [primaryKey({ columns: [t.key, t.window] })],
  );
  return {
    roles,
    users,
    userRoles,
    rolePermissions,
    sessions,
    refreshTokens,
    apiKeys,
    loginFailures,
    secondFactors,
    recoveryCodes,
    rateLimitHits,
  };
}
