import type { Archivable } from '../../domain/archivable/archivable.js';
import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
import { RecordNotFound, StaleRecord } from '../../domain/shared/record.errors.js';
import type { Actor } from '../shared/actor.js';
import type { ArchivableContext } from './record-policy.js';

export interface BulkResult {
  readonly deletedIds: number[];
  readonly skippedIds: number[];
}

/** DELETE of one record: archives it; unknown or already archived is a 404. */
export class ArchiveRecordUseCase<F> {
  constructor(private readonly context: ArchivableContext<unknown, F>) {}

  /**
   * The record is read first, for the change log. With If-Match it must meet the precondition,
   * and a version-guarded write of it unchanged claims the row until the archiving commits, so
   * no change can slip in between.
   */
  execute(id: number, by: Actor, precondition?: Precondition<Archivable<F>>): Promise<void> {
    const { records, policy, audit, unitOfWork, changes } = this.context;
    const { kind, resource } = policy;
    return unitOfWork.run(async () => {
      const stored = await this.read(id, precondition !== undefined);
      if (!stored) throw new RecordNotFound(kind, id);
      if (precondition) {
        assertPrecondition(precondition, stored, kind.name, id);
        try {
          await records.updateMany([stored]);
        } catch (error) {
          if (error instanceof StaleRecord) throw new PreconditionFailed(kind.name, id);
          throw error;
        }
      }
      const { actor, at } = audit.stamp(by);
      const archived = await records.archive([id], actor, at);
      if (archived.length === 0) throw new RecordNotFound(kind, id);
      await changes.record(resource, 'archived', [{ before: stored }], by);
    });
  }

  /**
   * With If-Match, the one read the precondition is checked against; without, only the change
   * log's copy of the record, read as a selection of IDs is: the archive itself decides.
   */
  private async read(id: number, checked: boolean): Promise<Archivable<F> | undefined> {
    if (checked) return this.context.records.findActive(id);
    const [stored] = await this.context.records.findActiveByIds([id]);
    return stored;
  }
}

/** delete-selected: archives the active ones in one transaction, lists the rest as skipped. */
export class ArchiveSelectedUseCase<F> {
  constructor(private readonly context: ArchivableContext<unknown, F>) {}

  async execute(ids: readonly number[], by: Actor): Promise<BulkResult> {
    const { records, policy, audit, unitOfWork, changes } = this.context;
    const { actor, at } = audit.stamp(by);
    const unique = [...new Set(ids)];
    const archived = new Set(
      await unitOfWork.run(async () => {
        const stored = await records.findActiveByIds(unique);
        const done = new Set(await records.archive(unique, actor, at));
        const writes = stored.filter((record) => done.has(record.id)).map((record) => ({ before: record }));
        await changes.record(policy.resource, 'archived', writes, by);
        return done;
      }),
    );
    return {
      deletedIds: unique.filter((id) => archived.has(id)),
      skippedIds: unique.filter((id) => !archived.has(id)),
    };
  }
}
