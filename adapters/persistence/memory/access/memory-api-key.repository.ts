// API keys in memory; a user's go with the user, as ON DELETE CASCADE does (memory-user.repository.ts).
import type { ApiKeyRepository } from '../../../../application/access/ports/api-key.repository.js';
import { UserNotFound } from '../../../../domain/access/access.errors.js';
import type { ApiKey } from '../../../../domain/access/api-key.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import type { MemoryStore } from '../memory-store.js';
import { API_KEYS, USERS } from './memory-access-tables.js';

interface StoredKey {
  readonly key: ApiKey;
  readonly secretHash: string;
}

export class MemoryApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly store: MemoryStore) {}

  create(key: ApiKey, secretHash: string): Promise<void> {
    return this.store.write(() => {
      if (!this.store.rows(USERS).has(key.userId)) throw new UserNotFound(key.userId);
      this.store.mutable<StoredKey>(API_KEYS).set(key.id, { key, secretHash });
    });
  }

  async find(id: string): Promise<StoredKey | undefined> {
    return this.store.rows<StoredKey>(API_KEYS).get(id);
  }

  async listFor(userId: number): Promise<ApiKey[]> {
    return [...this.store.rows<StoredKey>(API_KEYS).values()]
      .map((stored) => stored.key)
      .filter((key) => key.userId === userId)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1));
  }

  revoke(id: string, at: Instant): Promise<boolean> {
    return this.change(id, (key) => (key.revokedAt === null ? { ...key, revokedAt: at } : undefined));
  }

  async recordUse(id: string, at: Instant): Promise<void> {
    await this.change(id, (key) => ({ ...key, lastUsedAt: at }));
  }

  private change(id: string, update: (key: ApiKey) => ApiKey | undefined): Promise<boolean> {
    return this.store.write(() => {
      const stored = this.store.rows<StoredKey>(API_KEYS).get(id);
      const changed = stored && update(stored.key);
      if (!stored || !changed) return false;
      this.store.mutable<StoredKey>(API_KEYS).set(id, { ...stored, key: changed });
      return true;
    });
  }
}
