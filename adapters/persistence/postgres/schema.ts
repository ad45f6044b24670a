// The Postgres tables of every module.
export * from './schema/access.js';
export * from './schema/badges.js';
export * from './schema/changes.js';
export * from './schema/records.js';
export * from './schema/settings.js';
export * from './schema/webhooks.js';
