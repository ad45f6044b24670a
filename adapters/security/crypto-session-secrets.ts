import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiKeySecrets } from '../../application/access/ports/api-key-secrets.js';
import type { SessionSecrets } from '../../application/access/ports/session-secrets.js';

/** Random identifiers and unguessable tokens: sessions' and API keys'. */
export class CryptoSessionSecrets implements SessionSecrets, ApiKeySecrets {
  sessionId(): string {
    return randomBytes(16).toString('base64url');
  }

  refreshToken(): string {
    return randomBytes(32).toString('base64url');
  }

  /** A 256-bit random token needs no slow hash: SHA-256 cannot be reversed or guessed. */
  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  keyId(): string {
    return randomBytes(8).toString('hex');
  }

  keySecret(): string {
    return randomBytes(32).toString('base64url');
  }

  matches(secret: string, hash: string): boolean {
    const given = Buffer.from(this.hash(secret), 'hex');
    const stored = Buffer.from(hash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}
