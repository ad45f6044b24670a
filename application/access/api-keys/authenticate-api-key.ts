import { NotAuthenticated } from '../../../domain/access/access.errors.js';
import { isUsable, parseApiKey } from '../../../domain/access/api-key.js';
import { unionOfPermissions } from '../../../domain/access/permission.js';
import type { Instant } from '../../../domain/shared/instant.js';
import type { Actor } from '../../shared/actor.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { ApiKeyRepository } from '../ports/api-key.repository.js';
import type { ApiKeySecrets } from '../ports/api-key-secrets.js';
import type { RoleRepository } from '../ports/role.repository.js';
import type { UserRepository } from '../ports/user.repository.js';

/** How often the last use of a busy key is written: not a write per request. */
const LAST_USE_MICROS = 60 * 1_000_000;

/**
 * Turns an API key into the actor it acts as: its owner, with the key's permissions that the
 * owner still holds (an owner who lost a right loses it on their keys too).
 */
export class AuthenticateApiKey {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly secrets: ApiKeySecrets,
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly clock: Clock,
  ) {}

  /** The actor, and when the key stops working on its own (null: never), which bounds any caching of it. */
  async execute(value: string): Promise<{ readonly actor: Actor; readonly expiresAt: Instant | null }> {
    const parsed = parseApiKey(value);
    const found = parsed && (await this.keys.find(parsed.id));
    const now = this.clock.now();
    if (
      !parsed ||
      !found ||
      !this.secrets.matches(parsed.secret, found.secretHash) ||
      !isUsable(found.key, now)
    ) {
      throw new NotAuthenticated('The API key is invalid, expired or revoked');
    }
    const owner = await this.users.findById(found.key.userId);
    if (!owner?.enabled) throw new NotAuthenticated('The API key is invalid, expired or revoked');
    const held = unionOfPermissions(
      (await this.roles.findByCodes(owner.roles)).map((role) => role.permissions),
    );
    if (found.key.lastUsedAt === null || now - found.key.lastUsedAt >= LAST_USE_MICROS) {
      await this.keys.recordUse(found.key.id, now);
    }
    const actor = {
      username: owner.username,
      userId: owner.id,
      roles: owner.roles,
      permissions: new Set(found.key.permissions.filter((permission) => held.has(permission))),
      apiKeyId: found.key.id,
      apiKeyName: found.key.name,
    };
    return { actor, expiresAt: found.key.expiresAt };
  }
}
