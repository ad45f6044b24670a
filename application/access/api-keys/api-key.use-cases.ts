import { UserNotFound } from '../../../domain/access/access.errors.js';
import {
  type ApiKey,
  ApiKeyNotFound,
  assertWithinOwnerRights,
  formatApiKey,
  validateExpiry,
  validateKeyName,
} from '../../../domain/access/api-key.js';
import { validatePermissions } from '../../../domain/access/permission.js';
import type { Instant } from '../../../domain/shared/instant.js';
import type { Actor } from '../../shared/actor.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { ApiKeyRepository } from '../ports/api-key.repository.js';
import type { ApiKeySecrets } from '../ports/api-key-secrets.js';
import type { UserRepository } from '../ports/user.repository.js';
import { sessionOf } from '../sessions/session.use-cases.js';

export interface NewApiKey {
  readonly name: string;
  readonly permissions: readonly string[];
  readonly expiresAt: Instant | null;
}

export interface ApiKeyDeps {
  readonly keys: ApiKeyRepository;
  readonly secrets: ApiKeySecrets;
  readonly users: UserRepository;
  readonly clock: Clock;
  /** Forgets the owner's cached actors on this instance, so a revoked key stops at once. */
  readonly forgetUser: (userId: number) => void;
}

/** Personal API keys: created and revoked by their owner, revocable by an administrator (docs/api/access.md#api-keys). */
export class ApiKeyUseCases {
  constructor(private readonly deps: ApiKeyDeps) {}

  /** The key itself is in the answer only: what is stored cannot give it back. */
  async create(actor: Actor, request: NewApiKey): Promise<{ readonly key: ApiKey; readonly secret: string }> {
    // A script cannot mint keys for itself: only the signed-in person can.
    const { userId } = sessionOf(actor);
    const now = this.deps.clock.now();
    const permissions = validatePermissions(request.permissions);
    assertWithinOwnerRights(permissions, actor.permissions);
    const key: ApiKey = {
      id: this.deps.secrets.keyId(),
      userId,
      name: validateKeyName(request.name),
      permissions,
      createdAt: now,
      expiresAt: validateExpiry(request.expiresAt, now),
      lastUsedAt: null,
      revokedAt: null,
    };
    const secret = this.deps.secrets.keySecret();
    await this.deps.keys.create(key, this.deps.secrets.hash(secret));
    return { key, secret: formatApiKey(key.id, secret) };
  }

  listOwn(actor: Actor): Promise<ApiKey[]> {
    return this.deps.keys.listFor(sessionOf(actor).userId);
  }

  async revokeOwn(actor: Actor, id: string): Promise<void> {
    await this.revokeFor(sessionOf(actor).userId, id);
  }

  async listFor(userId: number): Promise<ApiKey[]> {
    if (!(await this.deps.users.findById(userId))) throw new UserNotFound(userId);
    return this.deps.keys.listFor(userId);
  }

  async revokeFor(userId: number, id: string): Promise<void> {
    const found = await this.deps.keys.find(id);
    // Someone else's key is as unknown as one that does not exist.
    if (found?.key.userId !== userId) throw new ApiKeyNotFound(id);
    if (!(await this.deps.keys.revoke(id, this.deps.clock.now()))) throw new ApiKeyNotFound(id);
    this.deps.forgetUser(userId);
  }
}
