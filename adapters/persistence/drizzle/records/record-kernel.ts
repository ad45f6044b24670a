// What every part of the record kernel on Drizzle works with: the gateway, the kind's mapping and its statements.
import type { Archivable } from '../../../../domain/records/archivable.js';
import type { RecordEntries } from '../changes/record-entries.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import type { RecordMapping } from './mapping.js';
import type { RecordStatements } from './statements.js';

/** `T`: what the kind's rows read as, an archived kind's records by default. */
export interface RecordKernel<F, T = Archivable<F>> {
  readonly gateway: DrizzleGateway;
  readonly mapping: RecordMapping<F, T>;
  readonly statements: RecordStatements;
  /** Postgres: a lone archived record's change entry written by the record's own statement. */
  readonly entries?: RecordEntries;
}
