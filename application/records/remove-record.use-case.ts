import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { WrittenRecord } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { RecordContext } from './record-store.js';

/**
 * DELETE of one record: archived, or deleted for good (docs/api/badges.md#deletes); unknown is a
 * 404. The record is read first, for the change log; with If-Match it must meet the precondition,
 * and the removal is guarded on it, so no change can slip in between.
 */
export class RemoveRecordUseCase<R extends WrittenRecord, N> {
  constructor(private readonly context: RecordContext<never, never, R, N>) {}

  execute(id: number, actor: Actor, precondition?: Precondition<R>): Promise<void> {
    const { rules, store, unitOfWork, changes } = this.context;
    const { kind } = rules;
    const guarded = precondition !== undefined;
    return unitOfWork.run(async () => {
      const stored = await store.findToRemove(id, guarded);
      if (!stored) throw new RecordNotFound(kind, id);
      assertPrecondition(precondition, stored, kind.name, id);
      await rules.removable(stored);
      // Rows that start referencing it meanwhile make the store throw RecordInUse.
      if (!(await store.remove(stored, guarded, actor)))
        throw guarded ? new PreconditionFailed(kind.name, id) : new RecordNotFound(kind, id);
      await changes.record(rules.resource, store.removal, [{ before: stored }], actor);
    });
  }
}
