import type { Archivable } from '../../domain/archivable/archivable.js';
import { type RecordKind, RecordNotFound } from '../../domain/shared/record.errors.js';
import type { ArchivableRepository } from './ports/archivable.repository.js';

export class GetRecordUseCase<F> {
  constructor(
    private readonly records: ArchivableRepository<F>,
    private readonly kind: RecordKind,
  ) {}

  async execute(id: number): Promise<Archivable<F>> {
    const record = await this.records.findActive(id);
    if (!record) throw new RecordNotFound(this.kind, id);
    return record;
  }
}
