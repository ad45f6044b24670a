import type { Instant } from '../shared/instant.js';

/**
 * A time-based one-time password (RFC 6238) set up for one user. Pending until a first code
 * confirms that the authenticator app holds the secret; only then does login require it.
 */
export interface SecondFactor {
  readonly userId: number;
  /** The shared secret, base32. */
  readonly secret: string;
  readonly createdAt: Instant;
  readonly confirmedAt: Instant | null;
  /** The last time step accepted: a code is never accepted twice. */
  readonly lastStep: number | null;
}

export const RECOVERY_CODE_COUNT = 10;

/** Six digits from the app, or a recovery code (`xxxx-xxxx`, any case, the dash optional). */
const ONE_TIME_CODE = /^(\d{6}|[a-z2-7]{4}-?[a-z2-7]{4})$/i;

export function isPlausibleOneTimeCode(code: string): boolean {
  return ONE_TIME_CODE.test(code);
}

export function isAppCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** The form a recovery code is stored and compared in. */
export function normalizeRecoveryCode(code: string): string {
  const plain = code.replace('-', '').toLowerCase();
  return `${plain.slice(0, 4)}-${plain.slice(4)}`;
}

export function isConfirmed(
  factor: SecondFactor | undefined,
): factor is SecondFactor & { confirmedAt: Instant } {
  return factor?.confirmedAt != null;
}

/** A code of this step is accepted only after every step accepted before. */
export function isFreshStep(factor: SecondFactor, step: number): boolean {
  return factor.lastStep === null || step > factor.lastStep;
}
