// What every archivable part of the record kernel works with: the gateway, the kind's mapping and its statements.
import type { RecordEntries } from '../changes/record-entries.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import type { ArchivableMapping } from './mapping.js';
import type { ArchivableStatements } from './statements.js';

export interface ArchivableKernel<F> {
  readonly gateway: DrizzleGateway;
  readonly mapping: ArchivableMapping<F>;
  readonly statements: ArchivableStatements;
  /** Postgres: a lone record's change entry written by the record's own statement. */
  readonly entries?: RecordEntries;
}
