import type { ChangedResource } from '../../domain/changes/change.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { ArchivableRepository } from './ports/archivable.repository.js';

export interface BulkResult {
  readonly deletedIds: number[];
  readonly skippedIds: number[];
}

/** delete-selected of an archivable kind: archives the active ones in one transaction, lists the rest as skipped. */
export class ArchiveSelectedUseCase<F> {
  constructor(
    private readonly records: ArchivableRepository<F>,
    private readonly resource: ChangedResource,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly changes: ChangeRecorder,
  ) {}

  async execute(ids: readonly number[], by: Actor): Promise<BulkResult> {
    const { records, changes } = this;
    const at = this.clock.now();
    const unique = [...new Set(ids)];
    const archived = new Set(
      await this.unitOfWork.run(async () => {
        const stored = await records.findActiveByIds(unique);
        const done = new Set(await records.archive(unique, by.username, at));
        const writes = stored.filter((record) => done.has(record.id)).map((record) => ({ before: record }));
        await changes.record(this.resource, 'archived', writes, by);
        return done;
      }),
    );
    return {
      deletedIds: unique.filter((id) => archived.has(id)),
      skippedIds: unique.filter((id) => !archived.has(id)),
    };
  }
}
