// The SQLite tables of every module, for the repositories and for drizzle-kit (drizzle.config.ts),
// which finds tables among the file's named exports.
import { schemaTables } from '../drizzle/schema/tables.js';
import { sqliteKit } from './sqlite-kit.js';

const tables = schemaTables(sqliteKit);
export const { roles, users, userRoles, rolePermissions, sessions, refreshTokens, apiKeys } = tables;
export const { loginFailures, secondFactors, recoveryCodes, rateLimitHits, userSettings, roleSettings } =
  tables;
export const { appSecrets, llmSettings, badges, companies, contacts, badgeContacts, changes } = tables;
export const { tags, nomenclatures, tasks, taskTags, templateObjects } = tables;
export const { webhooks, webhookEvents, webhookDeliveries } = tables;
