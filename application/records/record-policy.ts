import type { ChangedResource } from '../../domain/changes/change.js';
import type { RecordKind } from '../../domain/shared/record.errors.js';
import type { Located } from './record-store.js';

/** What differs between kinds of archivable record: their fields and their references. */
export interface RecordPolicy<I, F> {
  readonly kind: RecordKind;
  /** Its name in permissions and the change log. */
  readonly resource: ChangedResource;
  /** Validates the mutable fields, with defaults; throws InvalidInput with paths under `path`. */
  fields(input: I, path: string): F;
  /** Throws InvalidReference naming every element that points to something missing; one query per reference kind. */
  checkReferences(items: readonly Located<F>[]): Promise<void>;
}
