/** Service identifiers of the container; only bootstrap/ knows them. */
export const TOKENS = {
  config: Symbol.for('AppConfig'),
  logger: Symbol.for('Logger'),
  persistence: Symbol.for('Persistence'),
  unitOfWork: Symbol.for('UnitOfWork'),
  clock: Symbol.for('Clock'),
  randomSecrets: Symbol.for('RandomSecrets'),
  actorContext: Symbol.for('ActorContext'),
  userRepository: Symbol.for('UserRepository'),
  roleRepository: Symbol.for('RoleRepository'),
  settingsRepository: Symbol.for('SettingsRepository'),
  passwordHasher: Symbol.for('PasswordHasher'),
  tokenService: Symbol.for('TokenService'),
  loginThrottle: Symbol.for('LoginThrottle'),
  httpModules: Symbol.for('HttpModule'),
} as const;
