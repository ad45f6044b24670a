import type { Archivable } from '../../domain/archivable/archivable.js';
import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
import { type RecordKind, RecordNotFound, StaleRecord } from '../../domain/shared/record.errors.js';
import type { Actor } from '../shared/actor.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { AuditStamper } from './audit-stamper.js';
import type { ArchivableRepository } from './ports/archivable.repository.js';

export interface BulkResult {
  readonly deletedIds: number[];
  readonly skippedIds: number[];
}

/** DELETE of one record: archives it; unknown or already archived is a 404. */
export class ArchiveRecordUseCase<F> {
  constructor(
    private readonly records: ArchivableRepository<F>,
    private readonly kind: RecordKind,
    private readonly audit: AuditStamper,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(id: number, by: Actor, precondition?: Precondition<Archivable<F>>): Promise<void> {
    if (precondition) return this.archiveIfUnchanged(id, by, precondition);
    const { actor, at } = this.audit.stamp(by);
    const archived = await this.records.archive([id], actor, at);
    if (archived.length === 0) throw new RecordNotFound(this.kind, id);
  }

  /**
   * If-Match: the record read must meet the precondition, and a version-guarded write of it
   * unchanged claims the row until the archiving commits, so no change can slip in between.
   */
  private archiveIfUnchanged(id: number, by: Actor, precondition: Precondition<Archivable<F>>) {
    return this.uow.run(async () => {
      const stored = await this.records.findActive(id);
      if (!stored) throw new RecordNotFound(this.kind, id);
      assertPrecondition(precondition, stored, this.kind.name, id);
      try {
        await this.records.updateMany([stored]);
      } catch (error) {
        if (error instanceof StaleRecord) throw new PreconditionFailed(this.kind.name, id);
        throw error;
      }
      const { actor, at } = this.audit.stamp(by);
      await this.records.archive([id], actor, at);
    });
  }
}

/** delete-selected: archives the active ones in one transaction, lists the rest as skipped. */
export class ArchiveSelectedUseCase<F> {
  constructor(
    private readonly records: ArchivableRepository<F>,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditStamper,
  ) {}

  async execute(ids: readonly number[], by: Actor): Promise<BulkResult> {
    const { actor, at } = this.audit.stamp(by);
    const unique = [...new Set(ids)];
    const archived = new Set(await this.uow.run(() => this.records.archive(unique, actor, at)));
    return {
      deletedIds: unique.filter((id) => archived.has(id)),
      skippedIds: unique.filter((id) => !archived.has(id)),
    };
  }
}
