/** Service identifiers of the container; only bootstrap/ knows them. */
export const TOKENS = {
  config: Symbol.for('AppConfig'),
  logger: Symbol.for('Logger'),
  persistence: Symbol.for('Persistence'),
  clock: Symbol.for('Clock'),
  userRepository: Symbol.for('UserRepository'),
  roleRepository: Symbol.for('RoleRepository'),
  settingsRepository: Symbol.for('SettingsRepository'),
  passwordHasher: Symbol.for('PasswordHasher'),
  ensureSystemAccess: Symbol.for('EnsureSystemAccess'),
  httpModules: Symbol.for('HttpModule'),
  llmSettingsRepository: Symbol.for('LlmSettingsRepository'),
  webhookWorker: Symbol.for('WebhookDeliveryWorker'),
  closePrinting: Symbol.for('ClosePrinting'),
  metrics: Symbol.for('Metrics'),
  liveFeed: Symbol.for('LiveFeed'),
} as const;
