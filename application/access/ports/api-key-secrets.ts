/** The random parts of an API key and what is stored of its secret. */
export interface ApiKeySecrets {
  /** 16 hexadecimal characters. */
  keyId(): string;
  /** 43 base64url characters (256 bits). */
  keySecret(): string;
  hash(secret: string): string;
  /** Compares in constant time. */
  matches(secret: string, hash: string): boolean;
}
