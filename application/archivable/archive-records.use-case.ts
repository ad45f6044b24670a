import { type RecordKind, RecordNotFound } from '../../domain/shared/record.errors.js';
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
  ) {}

  async execute(id: number, by: Actor): Promise<void> {
    const { actor, at } = this.audit.stamp(by);
    const archived = await this.records.archive([id], actor, at);
    if (archived.length === 0) throw new RecordNotFound(this.kind, id);
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
