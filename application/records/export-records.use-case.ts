/** Rows per database read: large enough to amortise the queries, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Export: every record in the list's order without `sort` (docs/api/README.md#ordering), as the
 * kind's store reads them: batch by batch as the client consumes them, or at once.
 */
export class ExportRecordsUseCase<X> {
  constructor(private readonly read: () => X) {}

  execute(): X {
    return this.read();
  }
}
