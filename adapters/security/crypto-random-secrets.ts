import { randomBytes } from 'node:crypto';
import type { RandomSecrets } from '../../application/shared/ports/random-secrets.js';

export class CryptoRandomSecrets implements RandomSecrets {
  password(): string {
    return randomBytes(24).toString('base64url');
  }

  signingKey(): string {
    return randomBytes(48).toString('base64url');
  }

  webhookKey(): string {
    return randomBytes(32).toString('base64');
  }
}
