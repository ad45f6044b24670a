import { UsernameTaken } from '../../domain/access/access.errors.js';
import { validatePassword } from '../../domain/access/password.js';
import { newRole, SYSTEM_ROLES } from '../../domain/access/role.js';
import { normalizeRoles, validateUsername } from '../../domain/access/user.js';
import type { Clock } from '../shared/ports/clock.js';
import type { RandomSecrets } from '../shared/ports/random-secrets.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { PasswordHasher } from './ports/password-hasher.js';
import type { RoleRepository } from './ports/role.repository.js';
import type { UserRepository } from './ports/user.repository.js';

export interface ForcedAdmin {
  readonly username: string;
  /** When set, the admin's password, enabled flag and ADMIN role are forced at every start. */
  readonly password: string | undefined;
}

export interface SystemAccessResult {
  /** Only when the admin was created without a configured password: to be shown once. */
  readonly generatedPassword?: string;
}

const ROLE_LABELS: Record<(typeof SYSTEM_ROLES)[number], string> = {
  ADMIN: 'Administrator',
  USER: 'User',
  ANONYMOUS: 'Anonymous',
};

/** Start-up job: system roles and the forced administrator; idempotent across instances. */
export class EnsureSystemAccessUseCase {
  constructor(
    private readonly roles: RoleRepository,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly random: RandomSecrets,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(admin: ForcedAdmin): Promise<SystemAccessResult> {
    validateUsername(admin.username);
    if (admin.password !== undefined) validatePassword(admin.password, 'APP_ADMIN_PASSWORD');
    await this.roles.insertMissing(SYSTEM_ROLES.map((code) => newRole(code, ROLE_LABELS[code])));
    try {
      return await this.ensureAdmin(admin);
    } catch (error) {
      // Another instance created the admin between our read and our insert: run again against it.
      if (error instanceof UsernameTaken) return this.ensureAdmin(admin);
      throw error;
    }
  }

  private async ensureAdmin(admin: ForcedAdmin): Promise<SystemAccessResult> {
    const existing = await this.users.findByUsername(admin.username);
    if (existing && admin.password === undefined) return {};
    const password = admin.password ?? this.random.password();
    const keepHash = existing && (await this.hasher.verify(password, existing.passwordHash));
    const passwordHash = keepHash ? existing.passwordHash : await this.hasher.hash(password);
    const now = this.clock.now();
    await this.uow.run(async () => {
      if (existing) {
        await this.users.update({
          ...existing,
          enabled: true,
          roles: normalizeRoles([...existing.roles, 'ADMIN']),
          passwordHash,
          updatedAt:
            keepHash && existing.enabled && existing.roles.includes('ADMIN') ? existing.updatedAt : now,
        });
      } else {
        await this.users.insert({
          username: admin.username,
          enabled: true,
          roles: ['ADMIN'],
          passwordHash,
          createdAt: now,
          updatedAt: now,
        });
      }
    });
    return existing || admin.password !== undefined ? {} : { generatedPassword: password };
  }
}
