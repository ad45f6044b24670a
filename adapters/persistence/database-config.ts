// Which database the service stores in, and how to reach it.
export type DatabaseConfig =
  | {
      readonly kind: 'sqlite';
      readonly path: string;
      /** How long a write waits for another process's lock before it fails as unavailable. */
      readonly busyTimeoutMs?: number;
    }
  | {
      readonly kind: 'postgres';
      readonly url: string;
      readonly poolSize: number;
      readonly statementTimeoutMs: number;
    }
  | { readonly kind: 'memory' };
