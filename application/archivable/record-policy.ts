import type { ChangedResource } from '../../domain/changes/change.js';
import type { RecordKind } from '../../domain/shared/record.errors.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { AuditStamper } from './audit-stamper.js';
import type { ArchivableRepository } from './ports/archivable.repository.js';

/** A validated element of a batch, with the path its errors are reported under (`[3].`, or '' alone). */
export interface Located<F> {
  readonly fields: F;
  readonly path: string;
}

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

/** What every use case of one kind works with, built once for the kind by archivableUseCases. */
export interface ArchivableContext<I, F> {
  readonly records: ArchivableRepository<F>;
  readonly policy: RecordPolicy<I, F>;
  readonly audit: AuditStamper;
  readonly unitOfWork: UnitOfWork;
  readonly changes: ChangeRecorder;
}
