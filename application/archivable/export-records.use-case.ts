import type { Archivable } from '../../domain/archivable/archivable.js';
import type { ArchivableRepository } from './ports/archivable.repository.js';

/** Rows per database read: large enough to amortise the queries, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

/** Export: every active record ordered by code, read batch by batch as the client consumes it. */
export class ExportRecordsUseCase<F> {
  constructor(
    private readonly records: ArchivableRepository<F>,
    private readonly batchSize = EXPORT_BATCH_SIZE,
  ) {}

  execute(): AsyncIterable<Archivable<F>[]> {
    return this.records.streamActive(this.batchSize);
  }
}
