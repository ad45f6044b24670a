/** Cryptographically strong random values. */
export interface RandomSecrets {
  /** A password for a generated account: printable, ≤ 72 bytes. */
  password(): string;
  /** A signing key of at least 32 bytes. */
  signingKey(): string;
  /** A webhook's signing key: 32 random bytes in base64 (docs/api/webhooks.md#verifying). */
  webhookKey(): string;
}
