import type { ApiKey } from '../../../domain/access/api-key.js';
import type { Instant } from '../../../domain/shared/instant.js';

export interface ApiKeyRepository {
  /** Throws UserNotFound when the owner does not exist (deleted meanwhile). */
  create(key: ApiKey, secretHash: string): Promise<void>;
  find(id: string): Promise<{ readonly key: ApiKey; readonly secretHash: string } | undefined>;
  /** Newest first, revoked ones included. */
  listFor(userId: number): Promise<ApiKey[]>;
  /** False when there was no such unrevoked key. */
  revoke(id: string, at: Instant): Promise<boolean>;
  /** Best effort: a database with no space left keeps the older stamp rather than fail the request. */
  recordUse(id: string, at: Instant): Promise<void>;
}
