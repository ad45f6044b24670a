import type { WrittenRecord } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { RecordContext } from './record-store.js';

/** Validated before the store is asked; no look-up of the code first: the store refuses a duplicate (DuplicateCode) atomically. */
export class CreateRecordUseCase<I, R extends WrittenRecord, N> {
  constructor(private readonly context: RecordContext<I, never, R, N>) {}

  async execute(input: I, actor: Actor): Promise<R> {
    const { rules, store, clock, changes } = this.context;
    const record = rules.create(input, actor, clock.now(), '');
    const log = changes.writeLog<R>(rules.resource, 'created', actor);
    return store.write(async () => {
      await rules.check([{ record, path: '' }]);
      const [created] = await store.insert([record], log);
      return created!;
    });
  }
}
