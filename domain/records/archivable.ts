import type { Audit } from '../shared/audit.js';

/**
 * A record that is archived instead of deleted (docs/api/records.md#archival-lifecycle): one active row per code,
 * optimistic version for concurrent writers. Archival data and the version never leave
 * the service.
 */
export type Archivable<F> = F &
  Audit & {
    readonly id: number;
    readonly code: string;
    readonly version: number;
  };

export type NewArchivable<F> = F & Audit & { readonly code: string };

/** What a create, seed or import element carries: a code and the record's own input. */
export type WithCode<I> = I & { readonly code: string };
