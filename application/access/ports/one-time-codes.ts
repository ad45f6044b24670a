import type { Instant } from '../../../domain/shared/instant.js';

/** RFC 6238 codes and the recovery codes that stand in for them. */
export interface OneTimeCodes {
  /** A new shared secret, base32. */
  newSecret(): string;
  /** The `otpauth://totp/…` address an authenticator app reads (usually as a QR code). */
  enrolmentUri(secret: string, account: string): string;
  /** The time step the code belongs to, within one step of `at`, or undefined when it matches none. */
  matchingStep(secret: string, code: string, at: Instant): number | undefined;
  /** New recovery codes, `xxxx-xxxx`, shown once. */
  recoveryCodes(count: number): string[];
  /** What is stored of a recovery code. */
  recoveryCodeHash(code: string): string;
}
