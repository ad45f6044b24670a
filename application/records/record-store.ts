// What the record kernel's use cases work with: a kind's rules and its storage, by capability
// (docs/architecture.md#adding-a-kind).
import type { ChangedResource } from '../../domain/changes/change.js';
import type { Instant } from '../../domain/shared/instant.js';
import type { RecordKind } from '../../domain/shared/record.errors.js';
import type { ChangeRecorder, WrittenRecord } from '../changes/change-recorder.js';
import type { WriteLog } from '../changes/ports/write-log.js';
import type { DistinctCodes } from '../exchange/batch.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';

/** A validated element of a batch, with the path its errors are reported under (`[3].`, or '' alone). */
export interface Located<N> {
  readonly record: N;
  readonly path: string;
}

/** What a kind's records are: how one is made and changed, and what the store must be asked before a write. */
export interface RecordRules<I, U, R, N> {
  readonly kind: RecordKind;
  /** Its name in permissions and the change log. */
  readonly resource: ChangedResource;
  /**
   * Validates a create or an import element and stamps it; errors go under `path`. In a batch,
   * `codes` refuses a code given twice.
   */
  create(input: I, by: Actor, at: Instant, path: string, codes?: DistinctCodes): N;
  /** Validates a PUT of `stored`; the code may be repeated but not changed. */
  change(stored: R, input: U, by: Actor, at: Instant): R;
  /** Checks that need the store (references that must exist, a tree's rules); throws the refusal. */
  check(items: readonly Located<N>[], stored?: R): Promise<void>;
  /** Throws when the record may not be removed (a tag that tasks use). */
  removable(record: R): Promise<void>;
}

/**
 * A kind's storage with its capabilities: archive or physical delete, a version or an
 * `updatedAt` guard, a record and its change entry written by the store at once or in a unit
 * of work. Duplicate codes are refused by the store's unique index, with no look-up first.
 */
export interface RecordStore<R, N> {
  /** Runs a write and the checks before it: in a unit of work where the store needs one. */
  write<T>(work: () => Promise<T>): Promise<T>;
  find(id: number): Promise<R | undefined>;
  /** Throws DuplicateCode when a code is taken; the change entries are written with the records. */
  insert(records: readonly N[], log: WriteLog<R>): Promise<R[]>;
  /** `guarded`: only if `stored` is still what is stored, else PreconditionFailed. */
  update(record: R, stored: R, guarded: boolean, log: WriteLog<R>): Promise<R>;
  /** What a removal reads of the record; `guarded`, the read its precondition is checked against. */
  findToRemove(id: number, guarded: boolean): Promise<R | undefined>;
  /** What a removal is in the change log. */
  readonly removal: 'archived' | 'deleted';
  /** False when the row is gone, or, `guarded`, changed since it was read. */
  remove(record: R, guarded: boolean, by: Actor): Promise<boolean>;
  /**
   * An import in the running unit of work: upserts by code, or appends for a code-less kind.
   * `before` holds the stored records it replaced, `written` the records in the order they were
   * written (the change log's), `stored` the same in request order.
   */
  import(records: readonly N[]): Promise<{ before: readonly R[]; written: readonly R[]; stored: R[] }>;
}

/** What every use case of one kind works with. */
export interface RecordContext<I, U, R extends WrittenRecord, N> {
  readonly rules: RecordRules<I, U, R, N>;
  readonly store: RecordStore<R, N>;
  readonly clock: Clock;
  readonly unitOfWork: UnitOfWork;
  readonly changes: ChangeRecorder;
}
