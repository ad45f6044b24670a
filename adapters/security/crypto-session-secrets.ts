import { createHash, randomBytes } from 'node:crypto';
import type { SessionSecrets } from '../../application/access/ports/session-secrets.js';

export class CryptoSessionSecrets implements SessionSecrets {
  sessionId(): string {
    return randomBytes(16).toString('base64url');
  }

  refreshToken(): string {
    return randomBytes(32).toString('base64url');
  }

  /** A 256-bit random token needs no slow hash: SHA-256 cannot be reversed or guessed. */
  hash(refreshToken: string): string {
    return createHash('sha256').update(refreshToken).digest('hex');
  }
}
