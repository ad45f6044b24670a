import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { WrittenRecord } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { RecordContext } from './record-store.js';

/**
 * Replaces every field the kind declares. The record is read, then written only if the store's
 * guard allows: an archivable one if nobody changed or archived it in between (a stale writer
 * gets StaleRecord, 409), a coded one last writer wins. With a precondition (If-Match) the record
 * read must meet it and the write is guarded on it: a change in between is PreconditionFailed (412).
 */
export class UpdateRecordUseCase<U, R extends WrittenRecord & N, N> {
  constructor(private readonly context: RecordContext<never, U, R, N>) {}

  execute(id: number, input: U, actor: Actor, precondition?: Precondition<R>): Promise<R> {
    const { rules, store, clock, changes } = this.context;
    const { kind } = rules;
    return store.write(async () => {
      const stored = await store.find(id);
      if (!stored) throw new RecordNotFound(kind, id);
      assertPrecondition(precondition, stored, kind.name, id);
      const changed = rules.change(stored, input, actor, clock.now());
      await rules.check([{ record: changed, path: '' }], stored);
      const log = changes.writeLog(rules.resource, 'updated', actor, [stored]);
      return store.update(changed, stored, precondition !== undefined, log);
    });
  }
}
