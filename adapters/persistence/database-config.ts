export type DatabaseConfig =
  | { readonly kind: 'sqlite'; readonly path: string }
  | {
      readonly kind: 'postgres';
      readonly url: string;
      readonly poolSize: number;
      readonly statementTimeoutMs: number;
    }
  | { readonly kind: 'memory' };
