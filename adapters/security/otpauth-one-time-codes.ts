import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { OneTimeCodes } from '../../application/access/ports/one-time-codes.js';
import type { Instant } from '../../domain/shared/instant.js';

const ISSUER = 'Task Service';
const PERIOD_SECONDS = 30;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** The settings every authenticator app supports: SHA-1, six digits, thirty seconds. */
function totp(secret: string, account = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export class OtpauthOneTimeCodes implements OneTimeCodes {
  newSecret(): string {
    return new Secret({ size: 20 }).base32;
  }

  enrolmentUri(secret: string, account: string): string {
    return totp(secret, account).toString();
  }

  matchingStep(secret: string, code: string, at: Instant): number | undefined {
    // An instant is in microseconds; otpauth counts milliseconds.
    const timestamp = Math.floor(at / 1000);
    // One step either side: a phone clock a little off, or a code typed as it changed.
    const delta = totp(secret).validate({ token: code, timestamp, window: 1 });
    if (delta === null) return undefined;
    return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
  }

  recoveryCodes(count: number): string[] {
    return Array.from({ length: count }, () => {
      const letters = [...randomBytes(8)].map((byte) => BASE32[byte % 32]).join('');
      return `${letters.slice(0, 4)}-${letters.slice(4)}`;
    });
  }

  recoveryCodeHash(code: string): string {
    return createHash('sha256').update(code).digest('hex');
  }
}
