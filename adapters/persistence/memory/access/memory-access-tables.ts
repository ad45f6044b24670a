/**
 * The memory tables of users and roles, named here because each repository reads the other's
 * to keep the SQL adapters' foreign keys (user_roles) in memory.
 */
export const USERS = 'users';
export const ROLES = 'roles';
/** Dropped with their user, as the SQL foreign keys cascade. */
export const SECOND_FACTORS = 'secondFactors';
/** Dropped with their user (sessions) or their session (refresh tokens). */
export const SESSIONS = 'sessions';
export const REFRESH_TOKENS = 'refreshTokens';
/** Dropped with their owner. */
export const API_KEYS = 'apiKeys';
/** A user's and a role's display settings, dropped with them. */
export const USER_SETTINGS = 'userSettings';
export const ROLE_SETTINGS = 'roleSettings';
