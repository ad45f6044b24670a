// API keys on Drizzle: api_keys, cascading from users.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiKeyRepository } from '../../../../application/access/ports/api-key.repository.js';
import { UserNotFound } from '../../../../domain/access/access.errors.js';
import type { ApiKey } from '../../../../domain/access/api-key.js';
import { isPermission, validatePermissions } from '../../../../domain/access/permission.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { guarded } from '../violations.js';

type KeyRow = DrizzleGateway['tables']['apiKeys']['$inferSelect'];

export class DrizzleApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly gateway: DrizzleGateway) {}

  private get keys() {
    return this.gateway.tables.apiKeys;
  }

  create(key: ApiKey, secretHash: string): Promise<void> {
    return this.gateway.write(async (db) => {
      // The owner was deleted meanwhile (the transaction rolls back).
      await guarded(this.gateway, { foreignKey: () => new UserNotFound(key.userId) }, () =>
        db.insert(this.keys).values({ ...key, permissions: key.permissions.join(' '), secretHash }),
      );
    });
  }

  async find(id: string): Promise<{ key: ApiKey; secretHash: string } | undefined> {
    const [row] = await this.gateway.reader().select().from(this.keys).where(eq(this.keys.id, id));
    return row && { key: toKey(row), secretHash: row.secretHash };
  }

  async listFor(userId: number): Promise<ApiKey[]> {
    const rows = await this.gateway
      .reader()
      .select()
      .from(this.keys)
      .where(eq(this.keys.userId, userId))
      .orderBy(desc(this.keys.createdAt), this.keys.id);
    return rows.map(toKey);
  }

  async revoke(id: string, at: Instant): Promise<boolean> {
    const revoked = await this.gateway.write((db) =>
      db
        .update(this.keys)
        .set({ revokedAt: at })
        .where(and(eq(this.keys.id, id), isNull(this.keys.revokedAt)))
        .returning({ id: this.keys.id }),
    );
    return revoked.length > 0;
  }

  /** Bookkeeping of a read: on a full disk the stamp waits for the next use, and the read goes on. */
  async recordUse(id: string, at: Instant): Promise<void> {
    try {
      await this.gateway.write((db) =>
        db.update(this.keys).set({ lastUsedAt: at }).where(eq(this.keys.id, id)),
      );
    } catch (error) {
      if (!this.gateway.isStorageFull(error)) throw error;
    }
  }
}

function toKey(row: KeyRow): ApiKey {
  const at = (micros: number | null) => (micros === null ? null : instantFromMicros(micros));
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    // A permission a later version no longer offers is dropped rather than failing the key.
    permissions: validatePermissions(row.permissions.split(' ').filter(isPermission)),
    createdAt: instantFromMicros(row.createdAt),
    expiresAt: at(row.expiresAt),
    lastUsedAt: at(row.lastUsedAt),
    revokedAt: at(row.revokedAt),
  };
}
